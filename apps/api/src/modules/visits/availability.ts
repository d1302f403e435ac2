import {
  WEEKDAYS,
  indiaInstant,
  indiaMinuteOfDay,
  indiaWeekdayIndex,
  todayInIndia,
  minuteOfClock,
  visitSlotProblem,
  visitsOverlap,
  type VisitHours,
  type VisitHoursInput,
  type VisitHoursWindow,
  type VisitSlots,
  type VisitSlotsQuery,
  API_ERRORS,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import * as repo from './repository';

type Weekly = readonly Pick<VisitHoursWindow, 'day' | 'from' | 'to'>[];

/** Whether [start, start + minutes) lies inside one of the week's windows (IST). */
export function insideHours(weekly: Weekly, start: Date, minutes: number): boolean {
  const day = WEEKDAYS[indiaWeekdayIndex(start)];
  const from = indiaMinuteOfDay(start);
  return weekly.some(
    (w) => w.day === day && minuteOfClock(w.from) <= from && from + minutes <= minuteOfClock(w.to),
  );
}

/** The first of `slots` inside the hours and clear of confirmed visits, or null. */
export async function firstFreeSlot(
  db: Db,
  propertyId: number,
  weekly: Weekly,
  slots: Date[],
  minutes: number,
): Promise<Date | null> {
  for (const start of slots) {
    if (!insideHours(weekly, start, minutes)) continue;
    const end = new Date(start.getTime() + minutes * 60_000);
    const taken = await repo.confirmedBetween(db, propertyId, start, end);
    if (
      !taken.some((o) =>
        visitsOverlap({ start, minutes }, { start: o.startsAt, minutes: o.durationMinutes }),
      )
    )
      return start;
  }
  return null;
}

async function ownListing(ctx: AppContext, user: AuthUser, id: number) {
  const listing = await repo.findListing(ctx.database.db, id);
  if (!listing || listing.deletedAt || listing.ownerId !== user.id)
    throw notFound(API_ERRORS.propertyNotFound);
  return listing;
}

export async function setVisitHours(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  input: VisitHoursInput,
): Promise<VisitHours> {
  await ownListing(ctx, user, propertyId);
  await repo.saveHours(ctx.database.db, propertyId, input.weekly, ctx.now());
  return { propertyId, weekly: input.weekly };
}

export async function getVisitHours(ctx: AppContext, propertyId: number): Promise<VisitHours> {
  const listing = await repo.findListing(ctx.database.db, propertyId);
  if (!listing || listing.deletedAt) throw notFound(API_ERRORS.propertyNotFound);
  const hours = await repo.findHours(ctx.database.db, propertyId);
  return { propertyId, weekly: hours?.weekly ?? [] };
}

/**
 * Free quarter-hour starts between two days (IST, both included): inside the owner's hours, open
 * to a proposal now (09:00–20:00, 2 h to 30 days ahead) and clear of every confirmed visit. One
 * read of the confirmed visits in range, then a walk over the windows.
 */
export async function freeSlots(
  ctx: AppContext,
  propertyId: number,
  q: VisitSlotsQuery,
): Promise<VisitSlots> {
  const { db } = ctx.database;
  const listing = await repo.findListing(db, propertyId);
  if (!listing || listing.deletedAt) throw notFound(API_ERRORS.propertyNotFound);
  const hours = await repo.findHours(db, propertyId);
  const minutes = q.durationMinutes;
  if (!hours) return { durationMinutes: minutes, slots: [], hoursSet: false };
  const rangeStart = indiaInstant(q.from, 0);
  const rangeEnd = indiaInstant(q.to, 24 * 60);
  const taken = await repo.confirmedBetween(db, propertyId, rangeStart, rangeEnd);
  const now = ctx.now();
  const slots: string[] = [];
  for (let day = rangeStart; day < rangeEnd; day = new Date(day.getTime() + 86_400_000)) {
    const date = todayInIndia(day);
    const weekday = WEEKDAYS[indiaWeekdayIndex(day)];
    const windows = hours.weekly
      .filter((w) => w.day === weekday)
      .sort((a, b) => minuteOfClock(a.from) - minuteOfClock(b.from));
    for (const w of windows) {
      const last = minuteOfClock(w.to) - minutes;
      for (let m = minuteOfClock(w.from); m <= last; m += 15) {
        const start = indiaInstant(date, m);
        if (visitSlotProblem([start.toISOString()], minutes, now)) continue;
        const clash = taken.some((o) =>
          visitsOverlap({ start, minutes }, { start: o.startsAt, minutes: o.durationMinutes }),
        );
        if (!clash && !slots.includes(start.toISOString())) slots.push(start.toISOString());
      }
    }
  }
  return { durationMinutes: minutes, slots, hoursSet: true };
}
