import { todayInIndia } from '@roomsetu/shared';
import { useSyncExternalStore } from 'react';

/**
 * The day in India the server drew the page on (the page seed carries it). While React adopts
 * that HTML its first render must draw the same day's words ("confirmed today", "Available"),
 * even if the page was rendered yesterday or in another time zone; right after, it draws today's.
 */
let renderedOn: string | undefined;

export function setRenderedOn(day: string | undefined): void {
  renderedOn = day;
}

const unchanging = () => () => {};
const today = () => todayInIndia();

/** Today as YYYY-MM-DD in India: what dates on listings are compared with. */
export function useTodayInIndia(): string {
  return useSyncExternalStore(unchanging, today, () => renderedOn ?? today());
}
