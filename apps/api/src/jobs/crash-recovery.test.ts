import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { signAccessToken } from '../lib/tokens';
import { listingFields } from '../modules/properties/listing-fixture';
import * as savedSearches from '../modules/saved-searches/repository';
import { createUser } from '../test/factories';
import { jpeg } from '../test/images';
import { startApi, stopApi, TEST_SECRET, type ApiProcess } from '../test/process';
import { startTestSmtp, type TestSmtp } from '../test/smtp';

/**
 * A real API process on the embedded database is killed with SIGKILL right after a listing is
 * created, before its alert mail can go out; the next process on the same data sends it, once.
 */

let dir: string;
let smtp: TestSmtp;
let renterEmail: string;
let landlordToken: string;
const running: ApiProcess[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-jobs-crash-'));
  const setup = await openDatabase({ dataDir: dir });
  await setup.migrate();
  const landlord = await createUser(setup.db, { role: 'LANDLORD' });
  const renter = await createUser(setup.db, { firstName: 'Kavya' });
  renterEmail = renter.email;
  await savedSearches.insert(
    setup.db,
    renter.id,
    { name: 'Jaipur rooms', filters: { city: 'jaipur' }, frequency: 'INSTANT' },
    new Date(),
  );
  landlordToken = signAccessToken(
    { id: landlord.id, role: 'LANDLORD' },
    TEST_SECRET,
    '1h',
    new Date(),
  );
  await setup.close();
}, 120_000);
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopApi));
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ApiProcess> {
  const api = await startApi({ DATA_DIR: dir, SMTP_URL: smtp.url });
  running.push(api);
  return api;
}

describe('kill -9 between a new listing and its alert mail', () => {
  it('sends the mail after the restart, exactly once', async () => {
    const first = await start();
    const form = new FormData();
    for (const [k, v] of Object.entries(listingFields({ title: 'Crash-proof room' }))) {
      form.append(k, v);
    }
    form.append(
      'photos',
      new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const created = await fetch(`${first.url}/api/properties`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${landlordToken}` },
      body: form,
    });
    expect(created.status).toBe(201);
    first.proc.kill('SIGKILL');
    await first.exited;
    running.splice(running.indexOf(first), 1);

    await start();
    // INSTANT mail waits for the end of the minute the match happened in.
    const mail = await smtp.waitForMail((m) => m.to.includes(renterEmail), 90_000);
    expect(mail.text).toContain('Crash-proof room');
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.mails.filter((m) => m.to.includes(renterEmail))).toHaveLength(1);

    await Promise.all(running.splice(0).map(stopApi));
    const after = await openDatabase({ dataDir: dir });
    try {
      const notifications = await queryRows<{ n: number }>(
        after.db,
        sql`select count(*)::int as n from notifications where type = 'SEARCH_MATCH'`,
      );
      expect(notifications[0]!.n).toBe(1);
      const unfinished = await queryRows<{ name: string }>(
        after.db,
        sql`select name from jobs where name in ('listing.activated', 'saved-search.instant-mail')
            and state <> 'completed'`,
      );
      expect(unfinished).toEqual([]);
    } finally {
      await after.close();
    }
  }, 150_000);
});
