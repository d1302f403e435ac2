import { API_ERRORS, type AccountSuspension } from '@roomsetu/shared';
import { AppError, fill, type FilledText } from './errors';
import { interpolate } from './i18n';

/** An account's suspension: the rules every part of the API applies to it alike. */

/** A permanent suspension is stored as this date. */
export const PERMANENT_SUSPENSION = new Date('9999-12-31T00:00:00.000Z');

export const isPermanent = (until: Date) => until.getTime() >= PERMANENT_SUSPENSION.getTime();

/** What sign-in answers a suspended account, as a catalog text and its values. */
function suspensionText(until: Date, reason: string | null): FilledText {
  if (isPermanent(until)) {
    return reason
      ? fill(API_ERRORS.authSuspendedPermanentlyReason, { reason })
      : fill(API_ERRORS.authSuspendedPermanently, {});
  }
  const when = { at: until, style: 'moment' as const };
  return reason
    ? fill(API_ERRORS.authSuspendedUntilReason, { until: when, reason })
    : fill(API_ERRORS.authSuspendedUntil, { until: when });
}

/** What sign-in answers a suspended account. */
export function suspensionMessage(until: Date, reason: string | null): string {
  const { template, values } = suspensionText(until, reason);
  return interpolate('en', template, values);
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
  return new AppError(403, suspensionText(until, reason), undefined, undefined, { suspension });
}

/** The suspension in force for a user row, or null. */
export function activeSuspension(
  user: { suspendedUntil: Date | null; suspensionReason: string | null },
  at: Date,
): { until: Date; reason: string | null } | null {
  if (!user.suspendedUntil || user.suspendedUntil.getTime() <= at.getTime()) return null;
  return { until: user.suspendedUntil, reason: user.suspensionReason };
}
