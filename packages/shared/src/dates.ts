/** Calendar dates as forms and listings carry them ('YYYY-MM-DD'), in India's time. */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** India's calendar date (IST, UTC+5:30): what "today" means to an owner filling a form. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A date `days` after today in India (tests and fixtures that need a valid future date). */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return todayInIndia(new Date(now.getTime() + days * 86_400_000));
}

/** "Available from" is today or later; an edit may keep the date the listing already has. */
export function isAvailableFromAllowed(value: string, kept?: string | null): boolean {
  return value === kept || value >= todayInIndia();
}

/** India's offset from UTC (IST has no daylight saving). */
export const INDIA_OFFSET_MINUTES = 330;
const inIndia = (at: Date | string) =>
  new Date(new Date(at).getTime() + INDIA_OFFSET_MINUTES * 60_000);

/** Minutes since midnight in India: 09:30 IST is 570. */
export function indiaMinuteOfDay(at: Date | string): number {
  const local = inIndia(at);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** India's weekday, 0 = Monday … 6 = Sunday. */
export function indiaWeekdayIndex(at: Date | string): number {
  return (inIndia(at).getUTCDay() + 6) % 7;
}

/** The instant of a wall-clock time in India: ('2026-11-28', 600) is 10:00 IST that day. */
export function indiaInstant(date: string, minuteOfDay: number): Date {
  return new Date(
    new Date(`${date}T00:00:00Z`).getTime() + (minuteOfDay - INDIA_OFFSET_MINUTES) * 60_000,
  );
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A moment as India reads it, the same on the server and in any browser: "Sat 28 Nov, 10:15". */
export function formatIndiaDateTime(at: Date | string): string {
  const local = inIndia(at);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAY_NAMES[local.getUTCDay()]} ${local.getUTCDate()} ${MONTH_NAMES[local.getUTCMonth()]}, ${hh}:${mm}`;
}
