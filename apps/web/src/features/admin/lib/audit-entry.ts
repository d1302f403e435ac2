import { formatDate, formatDateTime, type AuditLogEntry } from '@roomsetu/shared';

/** What each recorded action is called in the log; an unknown code reads as words. */
const ACTION_NAMES: Readonly<Record<string, string>> = {
  'listing.hide': 'Listing hidden',
  'listing.auto_hide': 'Listing hidden automatically',
  'listing.restore': 'Listing restored',
  'listing.review_clear': 'Listing cleared after review',
  'listing.update': 'Listing changed',
  'listing.verify': 'Listing verified',
  'listing.unverify': 'Listing verification removed',
  'user.suspend': 'User suspended',
  'user.restore': 'User restored',
  'user.warn': 'User warned',
  'report.dismiss': 'Report dismissed',
  'verification.approve': 'ID approved',
  'verification.reject': 'ID rejected',
  'contact_message.update': 'Contact message changed',
  'moderation.warning_mail': 'Warning e-mail sent',
};

export function auditActionName(action: string): string {
  const known = ACTION_NAMES[action];
  if (known) return known;
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
