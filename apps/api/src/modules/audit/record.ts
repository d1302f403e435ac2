import type { AuditTargetType } from '@roomsetu/shared';
import { insertAuditEntry, type Executor } from './repository';

export interface AuditEntry {
  /** The admin who acted; null when RoomSetu acted on its own. */
  actorId: number | null;
  /** Dotted verb: 'listing.hide', 'user.suspend', 'report.dismiss', 'verification.approve'. */
  action: string;
  targetType: AuditTargetType;
  targetId: number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the change and its entry
 * are stored together or not at all.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(executor, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
