import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Anything that can insert: the database, or the transaction making the audited change. */
export type Executor = Pick<Db, 'insert'>;

export async function insertAuditEntry(
  executor: Executor,
  row: typeof auditLog.$inferInsert,
): Promise<void> {
  await executor.insert(auditLog).values(row);
}
