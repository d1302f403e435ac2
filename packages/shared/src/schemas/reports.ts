import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import {
  AUDIT_TARGET_TYPES,
  MODERATION_REASON_MAX,
  REPORT_DETAILS_MAX,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  SUSPENSION_DAYS,
} from '../moderation';
import { entityId, isoDateTime } from '../api/envelope';
import { idField, queryInt, queryValue } from './fields';

const page = queryInt(1, 1, Number.MAX_SAFE_INTEGER);
const limit = queryInt(ADMIN_PAGE_SIZE, 1, MAX_PAGE_SIZE);
const upperEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  queryValue(z.string().toUpperCase().pipe(z.enum(values)));

/** POST /api/reports. */
export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Please choose what you are reporting' }),
  targetId: idField(),
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Please keep the details under ${REPORT_DETAILS_MAX} characters`)
    .optional()
    .default(''),
});
export type ReportInput = z.input<typeof reportInput>;

/** The longest report about a conversation (it goes to the support inbox as well). */
export const CONVERSATION_REPORT_MAX = 4000;

/** POST /api/messages/conversations/:id/report: what went wrong, in the reporter's words. */
export const conversationReportInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Please describe the issue')
    .max(
      CONVERSATION_REPORT_MAX,
      `Please keep the report under ${CONVERSATION_REPORT_MAX} characters`,
    ),
});
export type ConversationReportInput = z.input<typeof conversationReportInput>;

export const reportCreated = z.object({ id: entityId, status: z.enum(REPORT_STATUSES) });
export type ReportCreated = z.infer<typeof reportCreated>;

/** GET /api/admin/reports: reports grouped by what they are about. */
export const adminReportsQuery = z.object({
  status: upperEnum(REPORT_STATUSES).transform((s) => s ?? 'OPEN'),
  reason: upperEnum(REPORT_REASONS),
  targetType: upperEnum(REPORT_TARGET_TYPES),
  page,
  limit,
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

export const reportTargetParams = z.object({
  targetType: z
    .string()
    .toUpperCase()
    .pipe(z.enum(REPORT_TARGET_TYPES, { error: 'Unknown report target' })),
  targetId: idField(),
});

/** POST /api/admin/reports/:targetType/:targetId/action. */
export const moderationActionInput = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'Please choose an action' }),
  reason: z
    .string()
    .trim()
    .min(1, 'Please give a reason')
    .max(MODERATION_REASON_MAX, `Please keep the reason under ${MODERATION_REASON_MAX} characters`),
  /** SUSPEND_USER only: 1, 7 or 30 days; null or absent is permanent. */
  days: z
    .literal(SUSPENSION_DAYS, { error: 'A suspension lasts 1, 7 or 30 days, or is permanent' })
    .nullable()
    .optional(),
});
export type ModerationActionInput = z.infer<typeof moderationActionInput>;

export const adminReportItem = z.object({
  id: entityId,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  /**
   * Who reported, and how cheaply they could be someone else: the account's age, what it has
   * confirmed, and whether another reporter of the same target shares its network or an
   * address that looks like an alias of its own (rahul1@, rahul.2@ …). No address is sent.
   */
  reporter: z.object({
    id: entityId,
    name: z.string(),
    accountAgeDays: z.number().int().min(0),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    sharesNetwork: z.boolean(),
    aliasPattern: z.boolean(),
  }),
  createdAt: isoDateTime,
});

/** One reported target with its reports. */
export const adminReportGroup = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: entityId,
  /** The listing's title, the user's name, the message's text or 'Conversation between ...'. */
  summary: z.string(),
  /** The account behind the target (owner, author); null when the target is gone. */
  subjectUserId: entityId.nullable(),
  /** The listing's status, for LISTING targets. */
  listingStatus: z.string().nullable(),
  /** The account's suspension end, when suspended. */
  suspendedUntil: isoDateTime.nullable(),
  count: z.number().int().nonnegative(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  latestAt: isoDateTime,
  reports: z.array(adminReportItem),
});
export type AdminReportGroup = z.infer<typeof adminReportGroup>;

export const moderationResult = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: entityId,
  action: z.enum(MODERATION_ACTIONS),
  closedReports: z.number().int().nonnegative(),
});
export type ModerationResult = z.infer<typeof moderationResult>;

/** GET /api/admin/audit-log. */
export const auditLogQuery = z.object({
  actorId: queryValue(
    z
      .string()
      .regex(/^\d{1,9}$/, 'Must be a number')
      .transform(Number),
  ),
  action: queryValue(z.string().max(100)),
  targetType: upperEnum(AUDIT_TARGET_TYPES),
  targetId: queryValue(
    z
      .string()
      .regex(/^\d{1,9}$/, 'Must be a number')
      .transform(Number),
  ),
  from: queryValue(z.iso.datetime({ offset: true }).or(z.iso.date())),
  to: queryValue(z.iso.datetime({ offset: true }).or(z.iso.date())),
  page,
  limit,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: entityId,
  actor: z.object({ id: entityId, name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: entityId,
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTime,
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
