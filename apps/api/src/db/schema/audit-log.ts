import type { AuditTargetType } from '@roomsetu/shared';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action: who, what, on which target, why, and the target before and after. Rows are
 * only ever inserted: a trigger (migration 0012) refuses UPDATE and DELETE, so not even a bug or a
 * console session can rewrite the trail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The admin's user id; null when RoomSetu acted on its own (an automatic hide after reports).
     * No foreign key: the trail outlives the accounts it names.
     */
    actorId: integer(),
    /** 'listing.hide', 'user.suspend', 'verification.approve', ... */
    action: text().notNull(),
    targetType: text().$type<AuditTargetType>().notNull(),
    targetId: integer().notNull(),
    reason: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);
