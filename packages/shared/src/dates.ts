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
