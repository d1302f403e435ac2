import { createHash } from 'node:crypto';
import { formatRupees } from '@roomsetu/shared';
import {
  allText,
  logicalDevanagari,
  readPdf,
  type ReadPdf,
} from '@roomsetu/shared/testing/pdf-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { t as say } from '../../lib/i18n';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startSmsServer, type SmsServer } from '../../test/sms-server';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { tenancyKit, type Person } from '../../test/tenancy-kit';

let t: TestEnv;
let smtp: TestSmtp;
let sms: SmsServer;
beforeAll(async () => {
  smtp = await startTestSmtp();
  sms = await startSmsServer();
  t = await createTestEnv({ SMTP_URL: smtp.url, SMS_URL: sms.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const { post, get, bytes, tenancy, codeBy } = tenancyKit(() => ({ t, sms, smtp }));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Version {
  version: number;
  sha256: string;
  flags: { code: string; message: string }[];
  acceptances: { userId: number; at: string }[];
  awaiting: number[];
  latest: boolean;
  pdfUrl: string;
  certificateUrl: string;
  stampCertificateNumber: string | null;
}
const versions = async (u: Person, id: number): Promise<Version[]> => {
  const res = await get(u, `/tenancies/${id}/agreement`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items as Version[];
};
const fetchPdf = async (u: Person, url: string): Promise<Buffer> => {
  const res = await bytes(u, url.replace(/^\/api/, ''));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toContain('no-store');
  return res.body as Buffer;
};
const textOf = (pdf: ReadPdf) => logicalDevanagari(allText(pdf));
const agreementRows = async () =>
  (
    await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from tenancy_agreements`,
    )
  )[0]!.n;

describe('drafting the agreement', () => {
  it('makes version 1 from the terms, served byte for byte as its SHA-256 says', async () => {
    const { owner, tenant, id } = await tenancy({ listing: { city: 'mumbai' } });
    const drafted = await post(owner, `/tenancies/${id}/agreement`, {});
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    const [v1] = drafted.body.data.items as Version[];
    expect(v1).toMatchObject({
      version: 1,
      flags: [],
      acceptances: [],
      awaiting: [owner.id, tenant.id],
      latest: true,
      pdfUrl: `/api/tenancies/${id}/agreement/1.pdf`,
    });
    expect(drafted.body.data.stampDuty).toEqual({
      state: 'Maharashtra',
      eStampUrl: 'https://gras.mahakosh.gov.in/',
      eRegistrationUrl: 'https://igrmaharashtra.gov.in/',
    });

    // Both sides read the same bytes, and their hash is the version's.
    const forTenant = await fetchPdf(tenant, v1!.pdfUrl);
    expect(sha256(forTenant)).toBe(v1!.sha256);
    expect(await fetchPdf(owner, v1!.pdfUrl)).toEqual(forTenant);

    const text = textOf(readPdf(forTenant));
    expect(text).toContain('Leave and Licence Agreement');
    expect(text).toContain('review before you sign');
    expect(text).toContain('₹20,000 a month, paid by day 5 of each month.');
    expect(text).toContain('A refundable deposit of ₹40,000.');
    expect(text).toContain('There is no lock-in');
    expect(text).toContain('not an Aadhaar eSign');
    // Maharashtra: the registration checklist and the state's e-registration site; no amounts.
    expect(text).toContain('Registration in Maharashtra');
    expect(text).toContain('E-registration: https://igrmaharashtra.gov.in/');
    expect(text).not.toMatch(/stamp duty of ₹|₹\s*\d[\d,]* (?:as|of) stamp/i);
    // Nobody's phone number is in it: the owner's is masked, the tenant has none verified.
    expect(text).not.toContain(owner.phone);
    expect(text).not.toContain(tenant.phone);
    expect(text).toMatch(/phone \d{2}\*+\d{2}/);

    const detail = await get(tenant, `/tenancies/${id}`);
    expect(detail.body.data.events.map((e: { type: string }) => e.type)).toContain(
      'AGREEMENT_DRAFTED',
    );
    // The tenant is told, in the app.
    const told = await get(tenant, '/notifications');
    expect(JSON.stringify(told.body)).toContain('drafted version 1 of the agreement');
  });

  it('outside Maharashtra is a rent agreement with the state’s e-stamp site and no registration list', async () => {
    const { owner, tenant, id } = await tenancy({ listing: { city: 'jaipur' } });
    await post(owner, `/tenancies/${id}/agreement`, {}).expect(201);
    const [v1] = await versions(tenant, id);
    const text = textOf(readPdf(await fetchPdf(tenant, v1!.pdfUrl)));
    expect(text).toContain('Rent Agreement');
    expect(text).toContain('under the law of Rajasthan');
    expect(text).toContain('https://egras.raj.nic.in/');
    expect(text).not.toContain('Registration in Maharashtra');
  });

  it('flags each guardrail with its reason, in the caller’s language, and keeps them on the certificate page', async () => {
    const { owner, tenant, id } = await tenancy({
      terms: { depositAmount: 60001, lockInMonths: 3, noticeDays: 60 },
    });
    const drafted = await post(owner, `/tenancies/${id}/agreement`, {
      lockInBinds: 'TENANT_ONLY',
      ownerNoticeDays: 30,
      flatDeduction: "One month's rent is deducted for painting.",
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    const [v1] = drafted.body.data.items as Version[];
    expect(v1!.flags.map((f) => f.code)).toEqual([
      'DEPOSIT_ABOVE_TWO_MONTHS',
      'ONE_SIDED_LOCK_IN',
      'FLAT_DEDUCTION',
      'UNEQUAL_NOTICE',
    ]);
    expect(v1!.flags[0]!.message).toContain('Model Tenancy Act');
    const inHindi = await get(tenant, `/tenancies/${id}/agreement`).set('Accept-Language', 'hi');
    expect(inHindi.body.data.items[0].flags[0].message).toContain('आदर्श किरायेदारी अधिनियम');

    const text = textOf(readPdf(await fetchPdf(tenant, v1!.pdfUrl)));
    expect(text).toContain('For the first 3 months the tenant may not end the agreement.');
    expect(text).toContain("The tenant may end the agreement by giving 60 days' written notice");
    expect(text).toContain("One month's rent is deducted for painting.");
    for (const flag of v1!.flags) expect(text).toContain(`${flag.code}: ${flag.message}`);
    expect(text).toContain('chose to keep these clauses');
  });

  it('refuses a tenant (403), a stranger (404), bad clauses and a closed tenancy, storing nothing', async () => {
    const { owner, tenant, stranger, id } = await tenancy();
    const before = await agreementRows();
    expect((await post(tenant, `/tenancies/${id}/agreement`, {})).status).toBe(403);
    expect((await post(stranger, `/tenancies/${id}/agreement`, {})).status).toBe(404);
    expect((await get(stranger, `/tenancies/${id}/agreement`)).status).toBe(404);
    const bad = [
      { lang: 'fr' },
      { lockInBinds: 'OWNER_ONLY' },
      { ownerNoticeDays: -1 },
      { extraClauses: Array.from({ length: 11 }, (_, i) => `Clause number ${i}`) },
      { extraClauses: ['ok'] },
      { flatDeduction: 'x'.repeat(501) },
      { rentMonthly: 1 },
    ];
    for (const body of bad) {
      const res = await post(owner, `/tenancies/${id}/agreement`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    const offered = await tenancy({ invitedOnly: true });
    await post(offered.tenant, `/tenancies/${offered.id}/decline`).expect(200);
    const closed = await post(offered.owner, `/tenancies/${offered.id}/agreement`, {});
    expect(closed.status).toBe(409);
    expect(closed.body.error).toContain('offered or active');
    expect(await agreementRows()).toBe(before);
  });
});

describe('accepting a version', () => {
  it('takes a code from each party, once, and then everyone has accepted', async () => {
    const { owner, tenant, id } = await tenancy();
    await post(owner, `/tenancies/${id}/agreement`, {}).expect(201);

    // The tenant has no verified phone: the code comes by mail. A wrong one is refused.
    const tenantCode = await codeBy(tenant, `/tenancies/${id}/agreement/1/code`);
    const wrong = tenantCode === '000000' ? '111111' : '000000';
    const refused = await post(tenant, `/tenancies/${id}/agreement/1/accept`, { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('That code is not right.');
    const accepted = await post(tenant, `/tenancies/${id}/agreement/1/accept`, {
      code: tenantCode,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.items[0].awaiting).toEqual([owner.id]);

    // Twice: refused, whether asking for a code or accepting again.
    expect((await post(tenant, `/tenancies/${id}/agreement/1/code`)).status).toBe(409);
    const again = await post(tenant, `/tenancies/${id}/agreement/1/accept`, { code: tenantCode });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already accepted this version.');

    // The owner's phone is verified: the code comes by SMS, naming the version.
    const ownerCode = await codeBy(owner, `/tenancies/${id}/agreement/1/code`);
    expect(sms.received.at(-1)!.text).toContain('version 1 of the agreement for Lake view 2BHK');
    await post(owner, `/tenancies/${id}/agreement/1/accept`, { code: ownerCode }).expect(200);
    const [v1] = await versions(tenant, id);
    expect(v1!.awaiting).toEqual([]);
    expect(v1!.acceptances.map((a) => a.userId).sort()).toEqual([owner.id, tenant.id].sort());
    const detail = await get(owner, `/tenancies/${id}`);
    const types = detail.body.data.events.map((e: { type: string }) => e.type);
    expect(types.filter((type: string) => type === 'AGREEMENT_ACCEPTED')).toHaveLength(2);
  });

  it('a new version voids what was accepted before: only the newest, with a code of its own', async () => {
    const { owner, tenant, id } = await tenancy();
    await post(owner, `/tenancies/${id}/agreement`, {}).expect(201);
    const ownerCode = await codeBy(owner, `/tenancies/${id}/agreement/1/code`);
    await post(owner, `/tenancies/${id}/agreement/1/accept`, { code: ownerCode }).expect(200);
    const oldCode = await codeBy(tenant, `/tenancies/${id}/agreement/1/code`);

    await post(owner, `/tenancies/${id}/agreement`, { extraClauses: ['No pets.'] }).expect(201);
    const [v2, v1] = await versions(tenant, id);
    expect(v2).toMatchObject({ version: 2, latest: true, acceptances: [] });
    expect(v2!.awaiting).toEqual([owner.id, tenant.id]);
    expect(v2!.sha256).not.toBe(v1!.sha256);
    // Version 1 keeps its record, and can no longer be accepted.
    expect(v1!.acceptances.map((a) => a.userId)).toEqual([owner.id]);
    const late = await post(tenant, `/tenancies/${id}/agreement/1/accept`, { code: oldCode });
    expect(late.status).toBe(409);
    expect(late.body.error).toContain('Read version 2');
    // A code for version 1 does not accept version 2.
    const stale = await post(tenant, `/tenancies/${id}/agreement/2/accept`, { code: oldCode });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe(
      'The agreement changed after this code was sent. Ask for a new one.',
    );
    expect((await post(tenant, `/tenancies/${id}/agreement/1/code`)).status).toBe(409);
    const fresh = await codeBy(tenant, `/tenancies/${id}/agreement/2/code`);
    await post(tenant, `/tenancies/${id}/agreement/2/accept`, { code: fresh }).expect(200);
  });

  it('a code expires after 15 minutes and locks after five wrong tries', async () => {
    const { owner, id } = await tenancy();
    await post(owner, `/tenancies/${id}/agreement`, {}).expect(201);
    const code = await codeBy(owner, `/tenancies/${id}/agreement/1/code`);
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await post(owner, `/tenancies/${id}/agreement/1/accept`, { code });
    expect(expired.status).toBe(410);

    const next = await codeBy(owner, `/tenancies/${id}/agreement/1/code`);
    const wrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(owner, `/tenancies/${id}/agreement/1/accept`, { code: wrong })).status,
      ).toBe(400);
    }
    const locked = await post(owner, `/tenancies/${id}/agreement/1/accept`, { code: next });
    expect(locked.status).toBe(400);
    expect(locked.body.error).toBe('Too many wrong codes. Ask for a new one.');
    const [v1] = await versions(owner, id);
    expect(v1!.acceptances).toEqual([]);
  });

  it('the certificate of acceptance names each party, masked phone, time in IST, address and the document’s hash', async () => {
    const { owner, tenant, id } = await tenancy({
      terms: { depositAmount: 70000 },
    });
    await post(owner, `/tenancies/${id}/agreement`, {}).expect(201);
    for (const u of [owner, tenant]) {
      const code = await codeBy(u, `/tenancies/${id}/agreement/1/code`);
      await post(u, `/tenancies/${id}/agreement/1/accept`, { code }).expect(200);
    }
    const stamped = await post(tenant, `/tenancies/${id}/agreement/1/stamp`, {
      certificateNumber: 'IN-MH12345678901234A',
    });
    expect(stamped.status).toBe(200);
    expect((await post(tenant, `/tenancies/${id}/agreement/1/stamp`, {})).status).toBe(400);
    expect(
      (await post(tenant, `/tenancies/${id}/agreement/1/stamp`, { certificateNumber: '<b>' }))
        .status,
    ).toBe(400);

    const [v1] = await versions(owner, id);
    const document = await fetchPdf(owner, v1!.pdfUrl);
    const certificate = textOf(readPdf(await fetchPdf(tenant, v1!.certificateUrl)));
    // The hash on the certificate is the hash of the document's bytes as served.
    expect(certificate).toContain(sha256(document));
    expect(sha256(document)).toBe(v1!.sha256);
    for (const u of [owner, tenant]) expect(certificate).toContain(`${u.firstName} ${u.lastName}`);
    expect(certificate).toMatch(/phone \d{2}\*+\d{2}/);
    expect(certificate).not.toContain(owner.phone);
    expect(certificate).not.toContain(tenant.phone);
    expect(
      certificate.match(
        /Accepted on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST, from IP address \S*127\.0\.0\.1/g,
      ),
    ).toHaveLength(2);
    expect(certificate).toContain('DEPOSIT_ABOVE_TWO_MONTHS');
    expect(certificate).toContain('E-stamp certificate number: IN-MH12345678901234A');
    expect(certificate).toContain('not an Aadhaar eSign');
    // No answer carries a phone number either.
    const answer = JSON.stringify((await get(tenant, `/tenancies/${id}/agreement`)).body);
    expect(answer).not.toContain(owner.phone);
  });
});

describe('a Hindi agreement (golden)', () => {
  it('is drawn in Noto Sans Devanagari, shaped, and its text reads back as written', async () => {
    const db = t.ctx.database.db;
    const { owner, tenant, id } = await tenancy({
      terms: { lockInMonths: 2, rentMonthly: 18500, depositAmount: 37000 },
    });
    await db.execute(
      sql`update users set first_name = 'प्रिया', last_name = 'शर्मा' where id = ${owner.id}`,
    );
    const drafted = await post(owner, `/tenancies/${id}/agreement`, {
      lang: 'hi',
      extraClauses: ['घर में धूम्रपान नहीं किया जाएगा।'],
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    const pdf = readPdf(await fetchPdf(tenant, drafted.body.data.items[0].pdfUrl));
    expect(pdf.fonts).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']),
    );
    // Conjuncts are single glyphs: only a shaping engine makes them.
    const glyphs = [
      ...(pdf.ligatures.get('NotoSansDevanagari-Regular') ?? []),
      ...(pdf.ligatures.get('NotoSansDevanagari-Bold') ?? []),
    ];
    expect(glyphs).toContain('क्ष');

    // Every sentence reads back as written. (Not every word could: where one glyph draws र्, a vowel
    // sign and ं together, as in रिपोर्टों, the font maps it back to र्ं alone; those are left out.)
    const squash = (s: string) => s.replace(/\s+/g, '');
    const text = squash(textOf(pdf));
    const hi = (key: string, values?: Parameters<typeof say>[2]) => say('hi', key, values);
    const expected = [
      hi('agreement.titleRent'),
      hi('agreement.templateNote'),
      `प्रिया शर्मा`,
      hi('agreement.rentText', { amount: formatRupees(18500), day: 5 }),
      hi('agreement.depositText', { amount: formatRupees(37000) }),
      hi('agreement.lockInBoth', { months: 2 }),
      hi('agreement.noticeText', { tenantDays: 30, ownerDays: 30 }),
      'घर में धूम्रपान नहीं किया जाएगा।',
      hi('agreement.lawText', { state: 'Rajasthan' }),
      hi('agreement.flagsNone'),
      hi('agreement.acceptanceText'),
    ];
    for (const line of expected) expect(text).toContain(squash(line));
  });
});
