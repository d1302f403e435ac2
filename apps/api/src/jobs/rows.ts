import type { JobState } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** A row of the jobs table as the queue and the admin list read it. */
export interface JobRow {
  id: number;
  name: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  singletonKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export const JOB_COLUMNS = sql.raw(`id::int as "id", name, payload, state, attempts,
  max_attempts as "maxAttempts", run_at as "runAt", locked_until as "lockedUntil",
  last_error as "lastError", singleton_key as "singletonKey", created_at as "createdAt",
  updated_at as "updatedAt", completed_at as "completedAt"`);

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: Date | string | null): Date | null => (v === null ? null : date(v));

/** Raw rows carry timestamps as Date on node-postgres and as strings on PGlite. */
export function toJobRow(r: JobRow): JobRow {
  return {
    ...r,
    runAt: date(r.runAt),
    lockedUntil: maybeDate(r.lockedUntil),
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
    completedAt: maybeDate(r.completedAt),
  };
}

/** GET /api/admin/jobs: newest change first. */
export async function listJobs(
  db: Db,
  filter: { state?: JobState; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = filter.state ? sql`where state = ${filter.state}` : sql``;
  const [rows, count] = await Promise.all([
    queryRows<JobRow>(
      db,
      sql`select ${JOB_COLUMNS} from jobs ${where} order by updated_at desc, id desc
          limit ${filter.limit} offset ${filter.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs ${where}`),
  ]);
  return { rows: rows.map(toJobRow), total: count[0]?.n ?? 0 };
}
