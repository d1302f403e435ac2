import { addDays, todayInIndia } from '@roomsetu/shared';
import request from 'supertest';
import { bearer } from './auth';
import { createProperty, createUser } from './factories';
import type { TestEnv } from './harness';
import type { SmsServer } from './sms-server';
import type { TestSmtp } from './smtp';

/** Helpers the tenancy tests share: the calls they make, a running tenancy, the codes sent. */

export type Person = Awaited<ReturnType<typeof createUser>>;

export function tenancyKit(env: () => { t: TestEnv; sms: SmsServer; smtp: TestSmtp }) {
  const as = (u: Person) => bearer(env().t, { id: u.id, role: u.role });
  const post = (u: Person, path: string, body: object = {}) =>
    request(env().t.app)
      .post(`/api${path}`)
      .set(...as(u))
      .send(body);
  const get = (u: Person, path: string) =>
    request(env().t.app)
      .get(`/api${path}`)
      .set(...as(u));
  /** A binary answer (a PDF, a photo) as its bytes. */
  const bytes = (u: Person, path: string) =>
    get(u, path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /**
   * A tenancy of a new listing: the owner's phone is verified (codes by SMS), the tenant's is not
   * (codes by mail). The tenant has accepted it unless `invitedOnly`.
   */
  async function tenancy(
    options: {
      listing?: Parameters<typeof createProperty>[2];
      terms?: Record<string, unknown>;
      invitedOnly?: boolean;
    } = {},
  ) {
    const { t } = env();
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD', isPhoneVerified: true });
    const tenant = await createUser(db);
    const stranger = await createUser(db);
    const property = await createProperty(db, owner.id, {
      title: 'Lake view 2BHK',
      ...options.listing,
    });
    const created = await post(owner, '/tenancies', {
      propertyId: property.id,
      tenantIds: [tenant.id],
      rentMonthly: 20000,
      depositAmount: 40000,
      startDate: addDays(todayInIndia(t.clock.now()), 3),
      ...options.terms,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const id = created.body.data.id as number;
    if (!options.invitedOnly) await post(tenant, `/tenancies/${id}/accept`).expect(200);
    return { owner, tenant, stranger, property, id };
  }

  /** Asks for a code at `path`: the answer (where it went) and the code that reached `u`. */
  async function sentBy(
    u: Person,
    path: string,
  ): Promise<{ code: string; sent: { channel: string; sentTo: string } }> {
    const { sms, smtp } = env();
    const before = smtp.mails.length;
    const asked = await post(u, path);
    if (asked.status !== 200) throw new Error(`${asked.status} ${JSON.stringify(asked.body)}`);
    const sent = asked.body.data as { channel: string; sentTo: string };
    if (sent.channel === 'SMS') return { code: sms.lastCode(u.phone), sent };
    const mail = await smtp.waitForMail(
      (m) => smtp.mails.indexOf(m) >= before && m.to.includes(u.email) && /\d{6}/.test(m.text),
    );
    return { code: /(\d{6})/.exec(mail.text)![1]!, sent };
  }
  const codeBy = async (u: Person, path: string) => (await sentBy(u, path)).code;

  return { as, post, get, bytes, tenancy, sentBy, codeBy };
}
