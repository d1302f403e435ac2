/** Calendar dates as forms and listings carry them ('YYYY-MM-DD'), in India's time. */
import { todayInIndia } from './time';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** "Available from" is today or later; an edit may keep the date the listing already has. */
export function isAvailableFromAllowed(value: string, kept?: string | null): boolean {
  return value === kept || value >= todayInIndia();
}
