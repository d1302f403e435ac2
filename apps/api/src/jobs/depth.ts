import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { QueuedJobs } from '../lib/metrics';

/**
 * The queue's backlog at `at`: jobs queued and due, by name, with how long the oldest has waited.
 * `names` (the registered jobs) are answered with zeroes when none of them waits, so their series
 * stay continuous. One scan of the due index per scrape.
 */
export async function queuedJobs(
  db: Db,
  at: Date,
  names: readonly string[] = [],
): Promise<QueuedJobs[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await queryRows<{ name: string; count: number; age: number }>(
    db,
    sql`select name, count(*)::int as "count",
               greatest(0, extract(epoch from (${now} - min(run_at))))::float8 as "age"
        from jobs where state = 'queued' and run_at <= ${now}
        group by name`,
  );
  const byName = new Map<string, QueuedJobs>(names.map((name) => [name, zero(name)]));
  for (const row of rows) {
    byName.set(row.name, {
      name: row.name,
      count: Number(row.count),
      oldestAgeSeconds: Number(row.age),
    });
  }
  return [...byName.values()];
}

const zero = (name: string): QueuedJobs => ({ name, count: 0, oldestAgeSeconds: 0 });
