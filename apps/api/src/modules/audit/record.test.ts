import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { recordAudit } from './record';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

describe('the audit log', () => {
  it('stores who did what to which target, why, and the target before and after', async () => {
    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    await recordAudit(t.ctx.database.db, {
      actorId: admin.id,
      action: 'listing.hide',
      targetType: 'LISTING',
      targetId: 42,
      reason: 'Fake photos',
      before: { status: 'ACTIVE' },
      after: { status: 'SUSPENDED' },
    });
    const rows = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`select actor_id, action, target_type, target_id, reason, before, after from audit_log where target_id = 42`,
    );
    expect(rows).toEqual([
      {
        actor_id: admin.id,
        action: 'listing.hide',
        target_type: 'LISTING',
        target_id: 42,
        reason: 'Fake photos',
        before: { status: 'ACTIVE' },
        after: { status: 'SUSPENDED' },
      },
    ]);
  });

  it('refuses to change or delete an entry, even from a database session', async () => {
    await recordAudit(t.ctx.database.db, {
      actorId: null,
      action: 'listing.auto_hide',
      targetType: 'LISTING',
      targetId: 7,
    });
    await expect(
      t.ctx.database.db.execute(sql`update audit_log set reason = 'rewritten' where target_id = 7`),
    ).rejects.toThrow();
    await expect(
      t.ctx.database.db.execute(sql`delete from audit_log where target_id = 7`),
    ).rejects.toThrow();
    const rows = await queryRows<{ reason: string | null }>(
      t.ctx.database.db,
      sql`select reason from audit_log where target_id = 7`,
    );
    expect(rows).toEqual([{ reason: null }]);
  });
});
