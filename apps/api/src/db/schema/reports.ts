import type {
  ModerationAction,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What people report: a listing, a user, a message or a conversation. A report stays OPEN until an
 * admin acts on its target; one reporter has at most one OPEN report per target (the partial
 * unique index, so two simultaneous clicks cannot both land).
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text().$type<ReportTargetType>().notNull(),
    targetId: integer().notNull(),
    reason: text().$type<ReportReason>().notNull(),
    details: text().notNull().default(''),
    /**
     * The reporter's network (an IPv4 /24 or IPv6 /48), keyed with the server's secret: reports
     * from one network count once, and no address is stored.
     */
    networkKey: text(),
    status: text().$type<ReportStatus>().notNull().default('OPEN'),
    /** The admin action that closed it. */
    resolution: text().$type<ModerationAction>(),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'OPEN'`),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
  ],
);
