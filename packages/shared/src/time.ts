/**
 * Every date and time the product shows or compares, in India's time (IST, UTC+5:30), on the
 * server and in the browser alike: a page drawn by the server must read the same as the one the
 * browser draws over it, wherever either runs. India keeps one offset all year (no daylight
 * saving), so plain arithmetic is exact, and no `Intl` set-up is paid on a slow phone.
 */
import { dates } from './i18n/catalogs/en.json';
import type { UiLanguage } from './i18n/languages';

export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** An instant (Date, epoch ms, ISO timestamp) or a calendar day ('YYYY-MM-DD'). */
export type DateInput = string | number | Date;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Month and weekday names as a language abbreviates them: its catalog's `dates`. */
export interface DateNames {
  months: readonly string[];
  weekdays: readonly string[];
}
const dateNames = new Map<UiLanguage, DateNames>([['en', dates]]);

/**
 * Gives the formatters below `language`'s month and weekday names, from its catalog (the web as
 * that namespace loads, the API at start). Until then a date in it is written with English names.
 */
export function setDateNames(language: UiLanguage, names: DateNames): void {
  dateNames.set(language, names);
}
const namesIn = (language: UiLanguage): DateNames => dateNames.get(language) ?? dates;
const pad = (n: number) => String(n).padStart(2, '0');

interface Wall {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock in India at `value`; a bare calendar day is that day, never shifted. */
function indiaWall(value: DateInput): Wall | null {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: 0, minute: 0 };
  }
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** The calendar day in India ('YYYY-MM-DD') at `value`; '' for what is not a date. */
export function indiaDay(value: DateInput): string {
  const w = indiaWall(value);
  return w ? `${w.year}-${pad(w.month)}-${pad(w.day)}` : '';
}

/** India's calendar date: what "today" means to every user, and to the server's counts. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDay(now);
}

/** The day `days` after `day` ('YYYY-MM-DD'; negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A date `days` after today in India (tests and fixtures that need a valid future date). */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return addDays(todayInIndia(now), days);
}

/** Midnight in India at the start of `day`, as an instant (what a day's counts start from). */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** Midday in India on `day`: a moment that is that day wherever it is read. */
export function middayInIndia(day: string): Date {
  return new Date(`${day}T12:00:00+05:30`);
}

/** 05-01-2025 (DD-MM-YYYY, spec §9), India's day; '' for what is not a date. */
export function formatDate(value: DateInput): string {
  const w = indiaWall(value);
  return w ? `${pad(w.day)}-${pad(w.month)}-${w.year}` : '';
}

/** 21:30 (24-hour) on India's clock; '' for what is not a date. */
export function formatTime(value: DateInput): string {
  const w = indiaWall(value);
  return w ? `${pad(w.hour)}:${pad(w.minute)}` : '';
}

/** 05-01-2025 21:30, India's time. */
export function formatDateTime(value: DateInput): string {
  const w = indiaWall(value);
  return w ? `${formatDate(value)} ${formatTime(value)}` : '';
}

/** 12 Nov, 12 नव॰ (a short day in running text and on badges), India's day. */
export function formatDayMonth(value: DateInput, language: UiLanguage = 'en'): string {
  const w = indiaWall(value);
  return w ? `${w.day} ${namesIn(language).months[w.month - 1]}` : '';
}

/** 1 Dec 2026, 10:00 am: a moment in a sentence (how long a suspension lasts), India's time. */
export function formatMomentInWords(value: DateInput, language: UiLanguage = 'en'): string {
  const w = indiaWall(value);
  if (!w) return '';
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  const half = w.hour < 12 ? 'am' : 'pm';
  return `${w.day} ${namesIn(language).months[w.month - 1]} ${w.year}, ${pad(hour12)}:${pad(w.minute)} ${half}`;
}

/** India's offset from UTC in minutes (IST has no daylight saving). */
export const INDIA_OFFSET_MINUTES = IST_OFFSET_MS / 60_000;
const inIndia = (at: Date | string) => new Date(new Date(at).getTime() + IST_OFFSET_MS);

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

/**
 * A moment as India reads it, the same on the server and in any browser: "Sat 28 Nov, 10:15",
 * "शनि 28 नव॰, 10:15".
 */
export function formatIndiaDateTime(at: Date | string, language: UiLanguage = 'en'): string {
  const local = inIndia(at);
  const { months, weekdays } = namesIn(language);
  return `${weekdays[local.getUTCDay()]} ${local.getUTCDate()} ${months[local.getUTCMonth()]}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
