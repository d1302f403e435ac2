import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerJobs } from '../../jobs-registry';
import { openPostgres, queryRows, type Database } from '../../db/client';
import { createContext } from '../../context';
import type { AppContext } from '../../lib/context';
import { createLogger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { listingActivated } from '../saved-searches/alerts';
import * as savedSearches from '../saved-searches/repository';

let t: TestEnv;
let smtp: TestSmtp;
let secondDb: Database | undefined;
const MINUTE = 60_000;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
  // On PostgreSQL the other instance has its own connections, as another API process would;
  // PGlite belongs to one process, so there the second worker shares it.
  if (usingPostgres) secondDb = await openPostgres(t.databaseUrl!, 5);
});
afterAll(async () => {
  await t.close();
  await secondDb?.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.ctx.jobs.drain();
  smtp.mails.length = 0;
});

/** Another API instance on the same database and clock, with every job handler registered. */
function anotherInstance(mailer?: Mailer): AppContext {
  const ctx = createContext({
    env: t.ctx.env,
    database: secondDb ?? t.ctx.database,
    logger: createLogger('silent'),
    now: t.clock.now,
  });
  if (mailer) ctx.mailer = mailer;
  registerJobs(ctx);
  return ctx;
}

async function renterWithSearch(city: 'jaipur' | 'mumbai') {
  const user = await createUser(t.ctx.database.db);
  await savedSearches.insert(
    t.ctx.database.db,
    user.id,
    { name: city, filters: { city }, frequency: 'INSTANT' },
    t.ctx.now(),
  );
  return user;
}

const countNotifications = async (userIds: number[]) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from notifications where user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  )[0]!.n;

describe('alerts are delivered once', () => {
  it('two workers on one database: each alert once', async () => {
    const other = anotherInstance();
    const landlord = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
    const renters = await Promise.all([1, 2, 3, 4, 5].map(() => renterWithSearch('jaipur')));
    for (let i = 0; i < 6; i++) {
      const p = await createProperty(t.ctx.database.db, landlord.id, { title: `Room ${i}` });
      await listingActivated(t.ctx, p.id);
    }
    await Promise.all([t.ctx.jobs.drain(), other.jobs.drain()]);
    // The same listings queued again, as a retry or the other instance would.
    const ids = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`select id from properties where owner_id = ${landlord.id}`,
    );
    for (const { id } of ids) await listingActivated(other, id);
    await Promise.all([t.ctx.jobs.drain(), other.jobs.drain()]);
    expect(await countNotifications(renters.map((r) => r.id))).toBe(5 * 6);

    t.clock.advance(MINUTE);
    await Promise.all([t.ctx.jobs.drain(), other.jobs.drain()]);
    await Promise.all([t.ctx.jobs.drain(), other.jobs.drain()]);
    for (const r of renters) {
      const mails = smtp.mails.filter((m) => m.to.includes(r.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text.match(/Room \d/g)).toHaveLength(6);
    }
    expect(smtp.mails).toHaveLength(5);
  });

  it('a worker that dies while sending: the job is retried after its lease and mailed once', async () => {
    let kill: ((err: Error) => void) | undefined;
    const dying = anotherInstance({
      transport: 'smtp',
      // Hangs like a process stopped mid-delivery; `kill` ends it without a mail.
      send: () => new Promise<void>((_, reject) => (kill = reject)),
      close: () => {},
    });
    const landlord = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
    const renter = await renterWithSearch('mumbai');
    const p = await createProperty(t.ctx.database.db, landlord.id, {
      title: 'Lake view',
      city: 'mumbai',
    });
    await listingActivated(t.ctx, p.id);
    await dying.jobs.drain();
    t.clock.advance(MINUTE);
    const stuck = dying.jobs.runOnce();
    await expect.poll(() => kill).toBeDefined();

    // The healthy instance leaves the leased job alone until the lease runs out.
    await t.ctx.jobs.drain();
    expect(smtp.mails).toEqual([]);
    // Its lease runs out: leases are kept on the database's clock, so it is moved back there
    // (the dead worker's heartbeat, a third of the 5-minute lease away, never comes).
    await t.ctx.database.db.execute(
      sql`update jobs set locked_until = clock_timestamp() - interval '1 second'
          where name = 'saved-search.instant-mail' and state = 'active'`,
    );
    await t.ctx.jobs.drain();
    expect(smtp.mails.filter((m) => m.to.includes(renter.email))).toHaveLength(1);
    expect(smtp.mails[0]!.text).toContain('Lake view');

    // The dead worker's late failure changes nothing and nothing is sent again.
    kill!(new Error('killed'));
    await stuck;
    t.clock.advance(60 * MINUTE);
    await Promise.all([t.ctx.jobs.drain(), dying.jobs.drain()]);
    expect(smtp.mails).toHaveLength(1);
    const states = await queryRows<{ state: string }>(
      t.ctx.database.db,
      sql`select state from jobs where name = 'saved-search.instant-mail'
          and payload->>'userId' = ${String(renter.id)}`,
    );
    expect(states).toEqual([{ state: 'completed' }]);
  });
});
