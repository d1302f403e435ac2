import { formatDate, formatDateTime, type AuditLogEntry } from '@roomsetu/shared';
import { i18n } from '@/lib/i18n';

/** The catalog key (admin:audit.actions.*) of each recorded action; an unknown code reads as words. */
const ACTION_KEYS = {
  'listing.hide': 'listingHide',
  'listing.auto_hide': 'listingAutoHide',
  'listing.restore': 'listingRestore',
  'listing.review_clear': 'listingReviewClear',
  'listing.update': 'listingUpdate',
  'listing.verify': 'listingVerify',
  'listing.unverify': 'listingUnverify',
  'user.suspend': 'userSuspend',
  'user.restore': 'userRestore',
  'user.warn': 'userWarn',
  'report.dismiss': 'reportDismiss',
  'verification.approve': 'verificationApprove',
  'verification.reject': 'verificationReject',
  'contact_message.update': 'contactMessageUpdate',
  'moderation.warning_mail': 'moderationWarningMail',
} as const;

/** What the log calls an action, in the reader's language. */
export function auditActionName(action: string): string {
  if (Object.hasOwn(ACTION_KEYS, action)) {
    return i18n.t(`admin:audit.actions.${ACTION_KEYS[action as keyof typeof ACTION_KEYS]}`);
  }
  const words = action.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as the log shows it: dates in the product's one format (DD-MM-YYYY HH:MM, IST). */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return formatDateTime(value);
    if (DAY.test(value)) return formatDate(value);
    return value;
  }
  return JSON.stringify(value);
}

/** The fields an entry changed, each with its value before and after; unchanged ones are left out. */
export function auditChanges(
  entry: Pick<AuditLogEntry, 'before' | 'after'>,
): { field: string; before: string; after: string }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({
      field,
      before: auditValue(before[field]),
      after: auditValue(after[field]),
    }));
}
