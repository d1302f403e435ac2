import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { ID_DOCUMENT_RETENTION_DAYS } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, idVerifications } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg, jpegWithGps, png } from '../../test/images';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { ID_MESSAGES } from './id-service';

let t: TestEnv;
let smtp: TestSmtp;
let admin: User;
let front: Buffer;
let back: Buffer;

type User = Awaited<ReturnType<typeof createUser>>;
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
  admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
  front = await jpegWithGps();
  back = await png();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const submit = (u: User, images: Buffer[] = [front, back], last4 = '5678') => {
  let req = request(t.app)
    .post('/api/verification/id')
    .set(...bearer(t, u))
    .field('documentType', 'AADHAAR')
    .field('last4', last4);
  for (const [i, img] of images.entries()) req = req.attach('images', img, `side-${i}.jpg`);
  return req;
};
const asAdmin = (method: 'get' | 'post', url: string) => {
  const agent = request(t.app);
  return (method === 'get' ? agent.get(url) : agent.post(url)).set(...bearer(t, admin));
};
const self = async (u: User) =>
  (
    await request(t.app)
      .get('/api/users/self')
      .set(...bearer(t, u))
  ).body.data as {
    verifications: { email: boolean; phone: boolean; id: boolean };
    idStatus: string;
    idRejectionReason: string | null;
  };

async function submitted(u: User = undefined as never) {
  const user = u ?? (await createUser(t.ctx.database.db));
  expect((await submit(user)).status).toBe(201);
  const [row] = await t.ctx.database.db
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.userId, user.id));
  return { user, request: row! };
}

const auditOf = (id: number) =>
  t.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'VERIFICATION'), eq(auditLog.targetId, id)));

const notificationsOf = async (u: User) =>
  (
    await request(t.app)
      .get('/api/notifications')
      .set(...bearer(t, u))
  ).body.data.items as { type: string; title: string; body: string }[];

describe('POST /api/verification/id', () => {
  it('stores the images privately under unguessable names and puts the request in the queue', async () => {
    const { user, request: row } = await submitted();
    expect(await self(user)).toMatchObject({ idStatus: 'PENDING', idRejectionReason: null });
    expect((await self(user)).verifications.id).toBe(false);
    expect(row.fileKeys).toHaveLength(2);
    for (const key of row.fileKeys) {
      expect(key).toMatch(/^id\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(path.join(t.ctx.privateFiles.root!, key))).toBe(true);
    }
    // Nothing under the public uploads folder.
    const uploads = t.ctx.storage.root!;
    expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    expect(row).toMatchObject({ documentType: 'AADHAAR', last4: '5678', status: 'PENDING' });

    const queue = await asAdmin('get', '/api/admin/verifications?status=PENDING');
    expect(queue.status).toBe(200);
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({
        id: row.id,
        documentType: 'AADHAAR',
        imageCount: 2,
        user: expect.objectContaining({ id: user.id, email: user.email }) as unknown,
      }),
    );
    expect(queue.body.pagination).toMatchObject({ page: 1 });
  });

  it('answers 409 to a second request while one is pending', async () => {
    const { user } = await submitted();
    const again = await submit(user);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ID_MESSAGES.pending);
  });

  it('refuses bad input: no image, a third image, not an image, not exactly 4 characters', async () => {
    const user = await createUser(t.ctx.database.db);
    expect((await submit(user, [])).status).toBe(400);
    const jpg = await jpeg();
    // Cut off while streaming: the third file never reaches memory.
    expect((await submit(user, [jpg, jpg, jpg])).status).toBe(413);
    expect((await submit(user, [Buffer.from('%PDF-1.4 not an image')])).status).toBe(415);
    for (const last4 of ['123', '12345', '12 4', '']) {
      expect((await submit(user, [jpg], last4)).status).toBe(400);
    }
    expect((await self(user)).idStatus).toBe('NONE');
  });
});

describe('the private images', () => {
  it('are readable by an admin only, through the document route, never cached', async () => {
    const { user, request: row } = await submitted();
    const res = await asAdmin('get', `/api/admin/verifications/${row.id}/document/1`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');
    expect((await asAdmin('get', `/api/admin/verifications/${row.id}/document/2`)).status).toBe(
      200,
    );
    expect((await asAdmin('get', `/api/admin/verifications/${row.id}/document/3`)).status).toBe(
      400,
    );

    // Each image an admin opened is in the audit log: who, which document and image, when.
    const views = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.view-document'), eq(auditLog.targetId, row.id)));
    expect(
      views.map((v) => ({ actor: v.actorId, image: (v.after as { image: number }).image })),
    ).toEqual([
      { actor: admin.id, image: 1 },
      { actor: admin.id, image: 2 },
    ]);
    expect(views.every((v) => v.targetType === 'VERIFICATION' && v.createdAt instanceof Date)).toBe(
      true,
    );

    const url = `/api/admin/verifications/${row.id}/document/1`;
    expect((await request(t.app).get(url)).status).toBe(401);
    // Not even the document's own owner, nor another user.
    for (const u of [user, await createUser(t.ctx.database.db)]) {
      expect(
        (
          await request(t.app)
            .get(url)
            .set(...bearer(t, u))
        ).status,
      ).toBe(403);
    }
  });

  it('cannot be reached by guessing URLs under /uploads or by path traversal', async () => {
    const { request: row } = await submitted();
    const key = row.fileKeys[0]!;
    const privateName = path.basename(t.ctx.privateFiles.root!);
    const guesses = [
      `/uploads/${key}`,
      `/uploads/private/${key}`,
      `/uploads/../${privateName}/${key}`,
      `/uploads/..%2f${privateName}%2f${key.replace('/', '%2f')}`,
      `/uploads/%2e%2e/${privateName}/${key}`,
      `/private/${key}`,
      `/${privateName}/${key}`,
      `/api/admin/verifications/${row.id}/document/..%2f..%2f${key.replace('/', '%2f')}`,
    ];
    for (const guess of guesses) {
      const res = await request(t.app)
        .get(guess)
        .set(...bearer(t, admin));
      expect(res.status, guess).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'] ?? '', guess).not.toMatch(/image/);
    }
  });

  it('never appear in the user’s own or public answers', async () => {
    const { user, request: row } = await submitted();
    const answers = [
      await request(t.app)
        .get('/api/users/self')
        .set(...bearer(t, user)),
      await request(t.app).get(`/api/users/${user.id}/profile`),
      await request(t.app)
        .get('/api/verification/id')
        .set(...bearer(t, user)),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const key of row.fileKeys) expect(text).not.toContain(path.basename(key, '.webp'));
    }
  });
});

describe('the admin decision', () => {
  it('approve: the ID badge, a VERIFICATION notification and exactly one audit entry', async () => {
    const { user, request: row } = await submitted();
    const res = await asAdmin('post', `/api/admin/verifications/${row.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: row.id, status: 'APPROVED' });
    expect(await self(user)).toMatchObject({
      idStatus: 'APPROVED',
      verifications: { email: true, phone: false, id: true },
    });
    // Others with a verified e-mail see the badge on the full profile (guests get a preview).
    const viewer = await createUser(t.ctx.database.db);
    const profile = await request(t.app)
      .get(`/api/users/${user.id}/profile`)
      .set(...bearer(t, viewer));
    expect(profile.body.data.verifications).toEqual({ email: true, phone: false, id: true });
    expect((await notificationsOf(user)).filter((n) => n.type === 'VERIFICATION')).toEqual([
      expect.objectContaining({ title: 'Your ID is verified' }),
    ]);
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'verification.approve',
      before: expect.objectContaining({ status: 'PENDING' }) as unknown,
      after: expect.objectContaining({ status: 'APPROVED' }) as unknown,
    });
    // Decided once: a second decision changes nothing and writes nothing.
    expect((await asAdmin('post', `/api/admin/verifications/${row.id}/approve`)).status).toBe(409);
    expect(await auditOf(row.id)).toHaveLength(1);
    expect((await submit(user)).status).toBe(409);
  });

  it('reject: a reason typed without its full stop still reads as one sentence', async () => {
    const { user, request: row } = await submitted();
    const res = await request(t.app)
      .post(`/api/admin/verifications/${row.id}/reject`)
      .set(...bearer(t, admin))
      .send({ reason: 'The photo is too blurry' });
    expect(res.status).toBe(200);
    const notes = (await notificationsOf(user)).filter((n) => n.type === 'VERIFICATION');
    expect(notes.map((n) => n.body)).toEqual([
      'Reason: The photo is too blurry. You can send a new photo of your document.',
    ]);
  });

  it('reject: the reason reaches the user, who may send a new document', async () => {
    const { user, request: row } = await submitted();
    const reason = 'The photo is too blurry to read the name.';
    const res = await request(t.app)
      .post(`/api/admin/verifications/${row.id}/reject`)
      .set(...bearer(t, admin))
      .send({ reason });
    expect(res.status).toBe(200);
    expect(await self(user)).toMatchObject({
      idStatus: 'REJECTED',
      idRejectionReason: reason,
      verifications: { id: false },
    });
    const notes = (await notificationsOf(user)).filter((n) => n.type === 'VERIFICATION');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toBe(`Reason: ${reason} You can send a new photo of your document.`);
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'verification.reject', reason, actorId: admin.id });
    expect((await submit(user)).status).toBe(201);
    expect((await self(user)).idStatus).toBe('PENDING');
  });

  it('e-mails the decision too, as the account and safety setting asks', async () => {
    const approved = await submitted(await createUser(t.ctx.database.db, { firstName: 'Asha' }));
    const approvedMail = smtp.waitForMail((m) => m.to.includes(approved.user.email));
    await asAdmin('post', `/api/admin/verifications/${approved.request.id}/approve`).expect(200);
    await t.ctx.jobs.drain();
    const yes = await approvedMail;
    expect(yes.subject).toBe('Your ID is verified on RoomSetu');
    expect(yes.text).toContain('Hi Asha,');
    expect(yes.text).toContain('/profile?tab=verification');
    expect(yes.raw).toMatch(/List-Unsubscribe:\s*<http/);
    expect(yes.text).toContain('/api/unsubscribe?token=');

    const rejected = await submitted();
    const rejectedMail = smtp.waitForMail((m) => m.to.includes(rejected.user.email));
    const reason = 'The photo is too blurry to read the name.';
    await request(t.app)
      .post(`/api/admin/verifications/${rejected.request.id}/reject`)
      .set(...bearer(t, admin))
      .send({ reason })
      .expect(200);
    await t.ctx.jobs.drain();
    const no = await rejectedMail;
    expect(no.subject).toBe('We could not verify your ID on RoomSetu');
    expect(no.text).toContain(`Reason: ${reason}`);
    expect(no.text).not.toContain('..');

    // Switched off in Settings: the bell only.
    const quiet = await submitted();
    await request(t.app)
      .put('/api/users/self/notification-settings')
      .set(...bearer(t, quiet.user))
      .send({ accountSafety: false })
      .expect(200);
    const before = smtp.mails.length;
    await asAdmin('post', `/api/admin/verifications/${quiet.request.id}/approve`).expect(200);
    await t.ctx.jobs.drain();
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(quiet.user.email))).toEqual([]);
    expect((await notificationsOf(quiet.user)).map((n) => n.type)).toContain('VERIFICATION');
  });

  it('needs a reason to reject, and answers 404 for an unknown request', async () => {
    const { request: row } = await submitted();
    const noReason = await request(t.app)
      .post(`/api/admin/verifications/${row.id}/reject`)
      .set(...bearer(t, admin))
      .send({ reason: '' });
    expect(noReason.status).toBe(400);
    expect((await asAdmin('post', '/api/admin/verifications/999999/approve')).status).toBe(404);
    expect(await auditOf(row.id)).toHaveLength(0);
  });
});

describe('retention', () => {
  it(`deletes the images ${ID_DOCUMENT_RETENTION_DAYS} days after the decision, keeping the record`, async () => {
    const { request: row } = await submitted();
    const pending = await submitted();
    await asAdmin('post', `/api/admin/verifications/${row.id}/approve`).expect(200);
    const files = row.fileKeys.map((k) => path.join(t.ctx.privateFiles.root!, k));

    t.clock.advance((ID_DOCUMENT_RETENTION_DAYS - 1) * DAY_MS);
    await t.ctx.jobs.send('verification.delete-documents');
    await t.ctx.jobs.drain();
    for (const f of files) expect(existsSync(f)).toBe(true);

    t.clock.advance(2 * DAY_MS);
    await t.ctx.jobs.send('verification.delete-documents');
    await t.ctx.jobs.drain();
    for (const f of files) expect(existsSync(f)).toBe(false);
    const doc = await asAdmin('get', `/api/admin/verifications/${row.id}/document/1`);
    expect(doc.status).toBe(404);
    const decided = await asAdmin('get', '/api/admin/verifications?status=APPROVED&limit=100');
    expect(decided.body.data).toContainEqual(
      expect.objectContaining({ id: row.id, imageCount: 0, last4: '5678' }),
    );
    // An undecided request keeps its images however old it is.
    for (const k of pending.request.fileKeys) {
      expect(existsSync(path.join(t.ctx.privateFiles.root!, k))).toBe(true);
    }
  });
});
