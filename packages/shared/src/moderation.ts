/**
 * Why a listing is held for an admin's review. While held its status is PENDING: search, the map
 * and alerts leave it out, and its owner sees the reason in words.
 */
export const LISTING_REVIEW_REASONS = ['REPORTED', 'DUPLICATE_PHOTOS'] as const;
export type ListingReviewReason = (typeof LISTING_REVIEW_REASONS)[number];

export const LISTING_REVIEW_REASON_LABELS: Readonly<Record<ListingReviewReason, string>> = {
  REPORTED:
    'Under review: several people reported this listing. It is hidden until our team has looked at it.',
  DUPLICATE_PHOTOS:
    'Under review: a photo matches one on another owner’s listing. It goes live once our team has checked it.',
};

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'LISTING',
  'USER',
  'REPORT',
  'VERIFICATION',
  'MESSAGE',
  'CONVERSATION',
  'CONTACT_MESSAGE',
  'REVIEW',
  'TENANCY',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Why someone reports a listing, a person, a message or a conversation. */
export const REPORT_REASONS = [
  'FAKE_LISTING',
  'BROKER',
  'ADVANCE_PAYMENT',
  'WRONG_INFO',
  'OFFENSIVE',
  'HARASSMENT',
  'ALREADY_RENTED',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  FAKE_LISTING: 'Fake listing or photos',
  BROKER: 'A broker posing as the owner',
  ADVANCE_PAYMENT: 'Asked for money before a visit',
  WRONG_INFO: 'Wrong rent, address or details',
  OFFENSIVE: 'Offensive content',
  HARASSMENT: 'Harassment or abuse',
  ALREADY_RENTED: 'Already rented',
  OTHER: 'Something else',
};

/** What can be reported. */
export const REPORT_TARGET_TYPES = [
  'LISTING',
  'USER',
  'MESSAGE',
  'CONVERSATION',
  'REVIEW',
  'TENANCY',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_TARGET_LABELS: Readonly<Record<ReportTargetType, string>> = {
  LISTING: 'listing',
  USER: 'profile',
  MESSAGE: 'message',
  CONVERSATION: 'conversation',
  REVIEW: 'review',
  TENANCY: 'tenancy',
};

/** A report is OPEN until an admin acts on its target; then CLOSED with the action taken. */
export const REPORT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin does about a reported target; every one closes the target's open reports. */
export const MODERATION_ACTIONS = [
  'DISMISS',
  'HIDE_LISTING',
  'WARN_USER',
  'SUSPEND_USER',
  'RESTORE',
  'HIDE_REVIEW',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = {
  DISMISS: 'Dismiss',
  HIDE_LISTING: 'Hide listing',
  WARN_USER: 'Warn user',
  SUSPEND_USER: 'Suspend user',
  RESTORE: 'Restore',
  HIDE_REVIEW: 'Hide review',
};

/** Suspension lengths in days; null is permanent. */
export const SUSPENSION_DAYS = [1, 7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** Reports an account may file in a day. */
export const REPORTS_PER_DAY = 10;
/**
 * Open reports from this many different people hide a listing until an admin has looked, counting
 * only reporters who could not cheaply be one person (see REPORTER_TRUST) on distinct networks.
 */
export const AUTO_HIDE_REPORTERS = 3;

/** Who counts toward hiding a listing without an admin. */
export const REPORTER_TRUST = {
  /** An account without a confirmed phone counts once it is this old and has been used. */
  minAccountAgeDays: 7,
} as const;

/** After an auto-hide, a listing is not hidden again without an admin for this long. */
export const AUTO_HIDE_COOLDOWN_DAYS = 30;

/** The longest a report's details and a moderator's reason may be. */
export const REPORT_DETAILS_MAX = 2000;
export const MODERATION_REASON_MAX = 1000;
