import type { UiLanguage } from './i18n/languages';
import { formatIndiaDateTime, indiaMinuteOfDay } from './time';

/**
 * A viewing of a listing: its states, the one table of moves the API enforces and the web offers
 * as buttons (as the listing lifecycle is), and the rules every proposed slot follows.
 */
export const VISIT_STATUSES = [
  'PROPOSED',
  'CONFIRMED',
  'DECLINED',
  'CANCELLED',
  'DONE',
  'NO_SHOW',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_LABELS: Readonly<Record<VisitStatus, string>> = {
  PROPOSED: 'Proposed',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  DONE: 'Visited',
  NO_SHOW: 'No-show',
};

/** The visit's still open: a tenant has at most one per listing. */
export const OPEN_VISIT_STATUSES = ['PROPOSED', 'CONFIRMED'] as const satisfies VisitStatus[];

export const VISIT_ROLES = ['TENANT', 'OWNER'] as const;
export type VisitRole = (typeof VISIT_ROLES)[number];

export const VISIT_ACTIONS = ['accept', 'decline', 'reschedule', 'cancel', 'outcome'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

/**
 * Every move: from which states, to which state, and who may make it. `OTHER_SIDE` is
 * the side that did not propose the slots on the table (the owner for a first proposal, the
 * tenant when the owner moved the visit). An outcome lands in DONE or NO_SHOW once settled.
 */
export const VISIT_MOVES: Readonly<
  Record<
    VisitAction,
    {
      from: readonly VisitStatus[];
      to: readonly VisitStatus[];
      by: 'OTHER_SIDE' | 'OWNER' | 'EITHER';
    }
  >
> = {
  accept: { from: ['PROPOSED'], to: ['CONFIRMED'], by: 'OTHER_SIDE' },
  decline: { from: ['PROPOSED'], to: ['DECLINED'], by: 'OWNER' },
  reschedule: { from: ['PROPOSED', 'CONFIRMED'], to: ['PROPOSED'], by: 'EITHER' },
  cancel: { from: ['PROPOSED', 'CONFIRMED'], to: ['CANCELLED'], by: 'EITHER' },
  outcome: { from: ['CONFIRMED'], to: ['DONE', 'NO_SHOW'], by: 'EITHER' },
};

/** The state table the moves above add up to: which state may follow which. */
export const VISIT_TRANSITIONS: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  PROPOSED: ['PROPOSED', 'CONFIRMED', 'DECLINED', 'CANCELLED'],
  CONFIRMED: ['PROPOSED', 'CANCELLED', 'DONE', 'NO_SHOW'],
  DECLINED: [],
  CANCELLED: [],
  DONE: [],
  NO_SHOW: [],
};

export function canMoveVisit(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** Whether `action` may be taken on a visit in state `from` (the party is checked apart). */
export function canTakeVisitAction(action: VisitAction, from: VisitStatus): boolean {
  return VISIT_MOVES[action].from.includes(from);
}

/** Whether this party may take `action`, given who proposed the slots on the table. */
export function mayTakeVisitAction(
  action: VisitAction,
  party: VisitRole,
  proposedBy: VisitRole,
): boolean {
  const { by } = VISIT_MOVES[action];
  if (by === 'EITHER') return true;
  if (by === 'OWNER') return party === 'OWNER';
  return party !== proposedBy;
}

export function visitMoveRefusal(action: VisitAction, from: VisitStatus): string {
  const state = VISIT_STATUS_LABELS[from].toLowerCase();
  if (action === 'outcome') return `Only a confirmed visit can be marked as attended or missed.`;
  return `A ${state} visit cannot be ${action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : action === 'reschedule' ? 'rescheduled' : 'cancelled'}.`;
}

export const VISIT_DURATIONS = [30, 45, 60] as const;
export type VisitDuration = (typeof VISIT_DURATIONS)[number];
export const MAX_VISIT_SLOTS = 3;
export const MAX_VISIT_NOTE = 300;
export const MAX_REVIEW_TEXT = 500;
/** Visits start at 09:00 IST or later and end by 20:00 IST. */
export const VISIT_DAY_START_MINUTE = 9 * 60;
export const VISIT_DAY_END_MINUTE = 20 * 60;
export const VISIT_MIN_LEAD_MS = 2 * 60 * 60_000;
export const VISIT_MAX_AHEAD_DAYS = 30;
export const VISIT_SLOT_STEP_MINUTES = 15;
export const VISIT_PROPOSALS_PER_DAY = 10;
/** An outcome reported by one side stands when the other does not contest it in this time. */
export const VISIT_OUTCOME_CONTEST_MS = 48 * 60 * 60_000;
/** A review stays hidden until both sides wrote one, or this long after the first. */
export const REVIEW_HIDDEN_DAYS = 14;
/** "Turned up to N of M visits" shows once M reaches this. */
export const TURN_UP_MIN_VISITS = 3;
/** Reply rate and typical reply time count conversations others started in this many days… */
export const REPLY_STATS_DAYS = 90;
/** …and show once there are this many of them. */
export const REPLY_STATS_MIN_CONVERSATIONS = 3;
/** Reminders before a confirmed visit, in hours. */
export const VISIT_REMINDER_HOURS = [24, 2] as const;

const DAY_MS = 86_400_000;

/** A slot as people read it: "Sat 28 Nov, 10:15". */
export const visitSlotLabel = (slot: string | Date, language: UiLanguage = 'en'): string =>
  formatIndiaDateTime(slot, language);

/**
 * What is wrong with the first bad slot, naming it; null when every slot can be proposed. Slots
 * are ISO-8601 instants; the day, hours and quarter hours are India's (IST).
 */
export function visitSlotProblem(
  slots: readonly string[],
  durationMinutes: number,
  now: Date,
): string | null {
  if (slots.length < 1) return 'Choose at least one time for the visit.';
  if (slots.length > MAX_VISIT_SLOTS)
    return `Propose at most ${MAX_VISIT_SLOTS} times for one visit.`;
  const seen = new Set<number>();
  for (const slot of slots) {
    const start = new Date(slot);
    if (Number.isNaN(start.getTime())) return `"${slot}" is not a date and time.`;
    const label = visitSlotLabel(start);
    if (seen.has(start.getTime())) return `${label} is proposed twice.`;
    seen.add(start.getTime());
    const minute = indiaMinuteOfDay(start);
    if (minute % VISIT_SLOT_STEP_MINUTES !== 0 || start.getTime() % 60_000 !== 0)
      return `${label} does not start on the quarter hour (:00, :15, :30 or :45).`;
    if (minute < VISIT_DAY_START_MINUTE)
      return `${label} is before 09:00; visits start from 09:00.`;
    if (minute + durationMinutes > VISIT_DAY_END_MINUTE)
      return `${label} with ${durationMinutes} minutes ends after 20:00; visits end by 20:00.`;
    const ahead = start.getTime() - now.getTime();
    if (ahead < VISIT_MIN_LEAD_MS) return `${label} is less than 2 hours from now.`;
    if (ahead > VISIT_MAX_AHEAD_DAYS * DAY_MS)
      return `${label} is more than ${VISIT_MAX_AHEAD_DAYS} days ahead.`;
  }
  return null;
}

/** Whether two visits' times overlap (touching ends do not). */
export function visitsOverlap(
  a: { start: Date; minutes: number },
  b: { start: Date; minutes: number },
): boolean {
  const aEnd = a.start.getTime() + a.minutes * 60_000;
  const bEnd = b.start.getTime() + b.minutes * 60_000;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const calendarTime = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** "Add to Google Calendar" for a visit: Google's template link, in UTC so no zone can go wrong. */
export function googleCalendarUrl(e: {
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.summary,
    dates: `${calendarTime(e.start)}/${calendarTime(e.end)}`,
    location: e.location,
    details: e.description ?? '',
    ctz: 'Asia/Kolkata',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
