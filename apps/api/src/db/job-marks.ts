import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Whether an earlier run of the job left `mark` in its payload (its one send is done). */
export const hasMark = (payload: unknown, mark: string): boolean =>
  typeof payload === 'object' && payload !== null && mark in payload;

/**
 * Leaves `mark` (with the time) in a job's payload right after its one send: a run after a crash
 * or a lost lease, before the job completed, finds it and sends nothing.
 */
export async function markJob(db: Db, jobId: number, mark: string, at: Date): Promise<void> {
  await db.execute(
    sql`update jobs set payload = payload || jsonb_build_object(${mark}::text, ${at.toISOString()}::text)
        where id = ${jobId}`,
  );
}
