import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpegWithGps } from '../../test/images';
import { startSmsServer, type SmsServer } from '../../test/sms-server';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { tenancyKit, type Person } from '../../test/tenancy-kit';

let t: TestEnv;
let smtp: TestSmtp;
let sms: SmsServer;
let photo: Buffer;
beforeAll(async () => {
  smtp = await startTestSmtp();
  sms = await startSmsServer();
  t = await createTestEnv({ SMTP_URL: smtp.url, SMS_URL: sms.url });
  photo = await jpegWithGps();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const {
  as,
  post,
  get,
  bytes,
  tenancy: active,
  sentBy,
  codeBy,
} = tenancyKit(() => ({ t, sms, smtp }));
const addItem = (
  u: Person,
  reportId: number,
  fields: Record<string, string>,
  photos: Buffer[] = [],
) => {
  let req = request(t.app)
    .post(`/api/tenancy-reports/${reportId}/items`)
    .set(...as(u));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  photos.forEach((p, i) => (req = req.attach('photos', p, `photo-${i}.jpg`)));
  return req;
};

const reportRows = async () =>
  (
    await queryRows<{ items: number; photos: number }>(
      t.ctx.database.db,
      sql`select (select count(*)::int from tenancy_report_items) as items,
                 (select count(*)::int from tenancy_report_photos) as photos`,
    )
  )[0]!;

describe('a move-in report', () => {
  it('is filled by either side, signed by both with codes, and then never changes', async () => {
    const { owner, tenant, id } = await active();
    const started = await post(tenant, `/tenancies/${id}/reports`, { kind: 'MOVE_IN' });
    expect(started.status).toBe(201);
    const reportId = started.body.data.id as number;

    const first = await addItem(
      tenant,
      reportId,
      { room: 'Bedroom', item: 'Window', condition: 'DAMAGED', note: 'Crack, lower left' },
      [photo],
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const [item] = first.body.data.items;
    expect(item).toMatchObject({ room: 'Bedroom', item: 'Window', condition: 'DAMAGED' });
    expect(item.photos).toHaveLength(1);
    // The photo as served: its SHA-256 is the one recorded, its GPS and EXIF are gone.
    const served = await bytes(owner, item.photos[0].url.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toContain('no-store');
    const image = served.body as Buffer;
    expect(createHash('sha256').update(image).digest('hex')).toBe(item.photos[0].sha256);
    expect((await sharp(image).metadata()).exif).toBeUndefined();

    await addItem(owner, reportId, { room: 'Kitchen', item: 'Stove', condition: 'GOOD' }).expect(
      201,
    );

    // Tenant: a code by mail (no verified phone); a wrong one first.
    const { code: tenantCode, sent } = await sentBy(tenant, `/tenancy-reports/${reportId}/code`);
    expect(sent).toMatchObject({ channel: 'EMAIL' });
    expect(sent.sentTo).not.toBe(tenant.email);
    const wrong = await post(tenant, `/tenancy-reports/${reportId}/sign`, {
      code: tenantCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TENANCY_CODE_WRONG');
    const signed = await post(tenant, `/tenancy-reports/${reportId}/sign`, { code: tenantCode });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data).toMatchObject({ awaiting: [owner.id], sealedAt: null });

    // Owner: by SMS to the verified number, masked in the answer.
    const texted = await sentBy(owner, `/tenancy-reports/${reportId}/code`);
    expect(texted.sent.channel).toBe('SMS');
    expect(texted.sent.sentTo).not.toContain(owner.phone);
    const sealed = await post(owner, `/tenancy-reports/${reportId}/sign`, { code: texted.code });
    expect(sealed.body.data.awaiting).toEqual([]);
    expect(sealed.body.data.sealedAt).not.toBeNull();
    expect(sealed.body.data.signatures.map((s: { userId: number }) => s.userId)).toEqual([
      tenant.id,
      owner.id,
    ]);

    // Sealed: nothing more is added, nothing is stored.
    const before = await reportRows();
    const late = await addItem(tenant, reportId, { room: 'Hall', item: 'Fan', condition: 'FAIR' }, [
      photo,
    ]);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TENANCY_REPORT_SEALED');
    expect(await reportRows()).toEqual(before);
    expect((await post(owner, `/tenancy-reports/${reportId}/code`)).status).toBe(409);

    const log = (await get(owner, `/tenancies/${id}`)).body.data.events.map(
      (e: { type: string }) => e.type,
    );
    expect(log.slice(-4)).toEqual([
      'REPORT_STARTED',
      'REPORT_SIGNED',
      'REPORT_SIGNED',
      'REPORT_SEALED',
    ]);
  });

  it('needs signing again after a change, and a code for the old version no longer signs', async () => {
    const { owner, tenant, id } = await active();
    const reportId = (await post(owner, `/tenancies/${id}/reports`, { kind: 'MOVE_IN' })).body.data
      .id as number;
    await addItem(owner, reportId, { room: 'Hall', item: 'Sofa', condition: 'FAIR' }).expect(201);
    const ownerSigned = await post(owner, `/tenancy-reports/${reportId}/sign`, {
      code: await codeBy(owner, `/tenancy-reports/${reportId}/code`),
    });
    expect(ownerSigned.body.data.awaiting).toEqual([tenant.id]);
    const oldCode = await codeBy(tenant, `/tenancy-reports/${reportId}/code`);
    // The tenant adds what the owner left out: the owner's signature was for the old version.
    const changed = await addItem(tenant, reportId, {
      room: 'Hall',
      item: 'Curtains',
      condition: 'MISSING',
    });
    expect(changed.body.data.awaiting).toEqual([owner.id, tenant.id]);
    const stale = await post(tenant, `/tenancy-reports/${reportId}/sign`, { code: oldCode });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('TENANCY_CODE_STALE');
  });

  it('locks a code after five wrong tries, and a code expires after 15 minutes', async () => {
    const { owner, id } = await active();
    const reportId = (await post(owner, `/tenancies/${id}/reports`, { kind: 'MOVE_IN' })).body.data
      .id as number;
    await addItem(owner, reportId, { room: 'Hall', item: 'Sofa', condition: 'FAIR' }).expect(201);
    const code = await codeBy(owner, `/tenancy-reports/${reportId}/code`);
    const other = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await post(owner, `/tenancy-reports/${reportId}/sign`, { code: other });
      expect(res.body.code).toBe('TENANCY_CODE_WRONG');
    }
    const locked = await post(owner, `/tenancy-reports/${reportId}/sign`, { code });
    expect(locked.status).toBe(400);
    expect(locked.body.code).toBe('TENANCY_CODE_TOO_MANY_TRIES');

    const fresh = await codeBy(owner, `/tenancy-reports/${reportId}/code`);
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await post(owner, `/tenancy-reports/${reportId}/sign`, { code: fresh });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('TENANCY_CODE_EXPIRED');
  });

  it('refuses bad items, the wrong moment and strangers, storing nothing', async () => {
    const { owner, tenant, stranger, id } = await active();
    const early = await post(owner, `/tenancies/${id}/reports`, { kind: 'MOVE_OUT' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('A move-out report cannot be started on a active tenancy.');
    expect((await post(owner, `/tenancies/${id}/reports`, { kind: 'LATER' })).status).toBe(400);
    const reportId = (await post(owner, `/tenancies/${id}/reports`, { kind: 'MOVE_IN' })).body.data
      .id as number;
    const before = await reportRows();
    const cases: [Record<string, string>, Buffer[], number][] = [
      [{ room: '', item: 'Sofa', condition: 'FAIR' }, [], 400],
      [{ room: 'Hall', item: 'Sofa', condition: 'BROKEN' }, [], 400],
      [{ room: 'Hall', item: 'Sofa', condition: 'FAIR' }, Array(7).fill(photo) as Buffer[], 413],
      [{ room: 'Hall', item: 'Sofa', condition: 'FAIR' }, [Buffer.from('not an image')], 415],
    ];
    for (const [fields, photos, status] of cases) {
      const res = await addItem(tenant, reportId, fields, photos);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (photos.length > 6) expect(res.body.error).toBe('Add up to 6 photos to an item.');
    }
    expect((await post(tenant, `/tenancy-reports/${reportId}/code`)).body.code).toBe(
      'TENANCY_REPORT_EMPTY',
    );
    for (const res of [
      await get(stranger, `/tenancy-reports/${reportId}`),
      await addItem(stranger, reportId, { room: 'Hall', item: 'Sofa', condition: 'FAIR' }),
      await post(stranger, `/tenancy-reports/${reportId}/code`),
      await post(stranger, `/tenancy-reports/${reportId}/sign`, { code: '123456' }),
      await get(stranger, `/tenancies/${id}/reports`),
      await post(stranger, `/tenancies/${id}/reports`, { kind: 'MOVE_IN' }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await reportRows()).toEqual(before);
    expect((await get(owner, `/tenancies/${id}/reports`)).body.data.items).toHaveLength(1);
  });
});

describe('the evidence of a deduction', () => {
  const invoices = () => {
    const root = t.ctx.privateFiles.root!;
    return existsSync(join(root, 'invoices')) ? readdirSync(join(root, 'invoices')).length : 0;
  };
  const deduct = (u: Person, id: number, fields: Record<string, string>, files: Buffer[] = []) => {
    let req = request(t.app)
      .post(`/api/tenancies/${id}/deposit/deductions`)
      .set(...as(u));
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    files.forEach((f, i) => (req = req.attach('invoice', f, `invoice-${i}.jpg`)));
    return req;
  };
  /** A tenancy under notice, its deposit received, with a move-in report of one item. */
  async function underNotice() {
    const party = await active();
    const reportId = (
      await post(party.owner, `/tenancies/${party.id}/reports`, { kind: 'MOVE_IN' })
    ).body.data.id as number;
    const added = await addItem(party.owner, reportId, {
      room: 'Bedroom',
      item: 'Window',
      condition: 'GOOD',
    }).expect(201);
    await post(party.owner, `/tenancies/${party.id}/deposit/received`).expect(200);
    await post(party.owner, `/tenancies/${party.id}/notice`).expect(200);
    return { ...party, itemId: added.body.data.items[0].id as number };
  }

  it('names the report item it is for and carries a photo of the invoice, EXIF dropped', async () => {
    const { owner, tenant, stranger, id, itemId } = await underNotice();
    const added = await deduct(
      owner,
      id,
      { amount: '2500', reason: 'Window glass replaced', reportItemId: String(itemId) },
      [photo],
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [deduction] = added.body.data.deductions;
    expect(deduction).toMatchObject({ amount: 2500, reportItemId: itemId });
    const served = await bytes(tenant, deduction.invoice.url.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toContain('no-store');
    const image = served.body as Buffer;
    expect(createHash('sha256').update(image).digest('hex')).toBe(deduction.invoice.sha256);
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    expect((await get(stranger, deduction.invoice.url.replace(/^\/api/, ''))).status).toBe(404);
    // JSON without a photo still works; its evidence is the report item alone.
    const plain = await post(owner, `/tenancies/${id}/deposit/deductions`, {
      amount: 500,
      reason: 'Lost key',
      reportItemId: itemId,
    });
    expect(plain.status).toBe(201);
    expect(plain.body.data.deductions[1]).toMatchObject({ reportItemId: itemId, invoice: null });
  });

  it('refuses evidence from another tenancy, two invoices and a file that is no image, storing nothing', async () => {
    const { owner, id } = await underNotice();
    const other = await underNotice();
    const rows = async () =>
      (
        await queryRows<{ n: number }>(
          t.ctx.database.db,
          sql`select count(*)::int as n from tenancy_deductions`,
        )
      )[0]!.n;
    const before = { rows: await rows(), files: invoices() };
    const theirs = await deduct(
      owner,
      id,
      { amount: '1000', reason: 'Window glass', reportItemId: String(other.itemId) },
      [photo],
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('TENANCY_DEDUCTION_ITEM_NOT_FOUND');
    const two = await deduct(owner, id, { amount: '1000', reason: 'Glass' }, [photo, photo]);
    expect(two.status).toBe(413);
    expect(two.body.error).toBe('Attach one photo of the invoice.');
    const text = await deduct(owner, id, { amount: '1000', reason: 'Glass' }, [
      Buffer.from('not an image'),
    ]);
    expect(text.status).toBe(415);
    const badItem = await deduct(owner, id, {
      amount: '1000',
      reason: 'Glass',
      reportItemId: 'window',
    });
    expect(badItem.status).toBe(400);
    expect(badItem.body.details.reportItemId).toBe(
      "Choose an item of one of this tenancy's reports.",
    );
    expect({ rows: await rows(), files: invoices() }).toEqual(before);
  });
});
