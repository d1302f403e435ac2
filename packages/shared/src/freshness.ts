import { todayInIndia } from './time';

/**
 * Rooms in Indian cities go within days: a listing its owner has not confirmed for this long gets
 * the question "Is it still available?", and one left unanswered this long after it is paused.
 */
export const FRESHNESS_ASK_AFTER_DAYS = 14;
export const FRESHNESS_PAUSE_AFTER_DAYS = 3;

/**
 * What a one-click link in a freshness mail answers: the room is still available, it is rented
 * (pause it), or (in the mail that says it was paused) bring it back.
 */
export const FRESHNESS_ANSWERS = ['AVAILABLE', 'RENTED', 'REACTIVATE'] as const;
export type FreshnessAnswer = (typeof FRESHNESS_ANSWERS)[number];

/** The button on /listing-check for each answer. */
export const FRESHNESS_ANSWER_LABELS: Readonly<Record<FreshnessAnswer, string>> = {
  AVAILABLE: 'Yes, still available',
  RENTED: 'Rented — pause it',
  REACTIVATE: 'Re-activate my listing',
};

const DAY_MS = 86_400_000;

/** Whole calendar days in India between `confirmedAt` and `now` (never negative). */
export function daysSinceConfirmed(confirmedAt: string | Date, now: Date = new Date()): number {
  const then = Date.parse(todayInIndia(new Date(confirmedAt)));
  const today = Date.parse(todayInIndia(now));
  return Math.max(0, Math.round((today - then) / DAY_MS));
}

/** "confirmed today", "confirmed yesterday", "confirmed 3 days ago" (calendar days in India). */
export function confirmedAgo(confirmedAt: string | Date, now: Date = new Date()): string {
  const days = daysSinceConfirmed(confirmedAt, now);
  if (days === 0) return 'confirmed today';
  if (days === 1) return 'confirmed yesterday';
  return `confirmed ${days} days ago`;
}

/**
 * The line on cards and the detail page: "Available — confirmed 3 days ago". A room that is free
 * only from a later date (`availableFrom`, YYYY-MM-DD) says "Confirmed 3 days ago": its card
 * already names the date.
 */
export function availabilityLine(
  confirmedAt: string | Date,
  now: Date = new Date(),
  availableFrom?: string,
): string {
  const ago = confirmedAgo(confirmedAt, now);
  if (availableFrom && availableFrom > todayInIndia(now)) {
    return `${ago.charAt(0).toUpperCase()}${ago.slice(1)}`;
  }
  return `Available — ${ago}`;
}
