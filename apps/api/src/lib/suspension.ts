import { formatMomentInWords, type AccountSuspension } from '@roomsetu/shared';
import { AppError } from './errors';

/** An account's suspension: the rules every part of the API applies to it alike. */

/** A permanent suspension is stored as this date. */
export const PERMANENT_SUSPENSION = new Date('9999-12-31T00:00:00.000Z');

export const isPermanent = (until: Date) => until.getTime() >= PERMANENT_SUSPENSION.getTime();

/** What sign-in answers a suspended account. */
export function suspensionMessage(until: Date, reason: string | null): string {
  const when = isPermanent(until)
    ? 'Your account has been suspended permanently'
    : `Your account is suspended until ${formatMomentInWords(until)} IST`;
  return reason ? `${when}. Reason: ${reason}` : `${when}.`;
}

/** What the suspended person is told, on their open tabs and at their next request. */
export function suspensionNotice(until: Date, reason: string | null): AccountSuspension {
  return {
    message: suspensionMessage(until, reason),
    reason,
    until: isPermanent(until) ? null : until.toISOString(),
  };
}

/** The 403 a suspended account gets: the message, and the suspension for the tab to show. */
export function suspendedError(until: Date, reason: string | null): AppError {
  const suspension = suspensionNotice(until, reason);
  return new AppError(403, suspension.message, undefined, undefined, { suspension });
}

/** The suspension in force for a user row, or null. */
export function activeSuspension(
  user: { suspendedUntil: Date | null; suspensionReason: string | null },
  at: Date,
): { until: Date; reason: string | null } | null {
  if (!user.suspendedUntil || user.suspendedUntil.getTime() <= at.getTime()) return null;
  return { until: user.suspendedUntil, reason: user.suspensionReason };
}
