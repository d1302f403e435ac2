import type { JobState } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue: a job is a row, so it outlives the process that queued it. Workers claim
 * due rows with FOR UPDATE SKIP LOCKED and hold a lease; a row whose lease ran out (its worker
 * died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    payload: jsonb().notNull().default({}),
    state: text().$type<JobState>().notNull().default('queued'),
    /** Runs started so far, the current one included. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    /** One job per (name, key): enqueueing it again is a no-op. Cron ticks use the slot. */
    singletonKey: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_name_singleton_key_unique')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null`),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    index('jobs_state_idx').on(t.state, t.updatedAt),
    check('jobs_state_known', sql`${t.state} in ('queued', 'active', 'completed', 'failed')`),
  ],
);
