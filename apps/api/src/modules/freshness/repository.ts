import { and, asc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';

/** A move's condition: the ask with this time is still the open one. */
export const askStillOpen = (askedAt: Date): SQL => eq(properties.freshnessAskedAt, askedAt);

/** A move's condition: the listing has not been confirmed since this time. */
export const notConfirmedSince = (at: Date): SQL => lte(properties.confirmedAt, at);

export async function confirmedAtOf(db: Db, propertyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ confirmedAt: properties.confirmedAt })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.confirmedAt ?? null;
}

/** "Still available": confirms a live listing and closes its ask, if that ask is still open. */
export async function confirmAvailable(
  db: Db,
  propertyId: number,
  askedAt: Date,
  at: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(properties)
    .set({ confirmedAt: at, freshnessAskedAt: null })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.status, 'ACTIVE'),
        eq(properties.freshnessAskedAt, askedAt),
      ),
    )
    .returning({ confirmedAt: properties.confirmedAt });
  return row?.confirmedAt ?? null;
}

/** Opens an ask on a live listing that has none: its owner and title, or null when none opened. */
export async function openAsk(
  db: Db,
  propertyId: number,
  askedAt: Date,
): Promise<{ ownerId: number; title: string } | null> {
  const [row] = await db
    .update(properties)
    .set({ freshnessAskedAt: askedAt })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.status, 'ACTIVE'),
        isNull(properties.deletedAt),
        isNull(properties.freshnessAskedAt),
      ),
    )
    .returning({ ownerId: properties.ownerId, title: properties.title });
  return row ?? null;
}

/** Forgets the asks of live listings made at or before `before`. */
export async function forgetAsksBefore(db: Db, before: Date): Promise<void> {
  await db
    .update(properties)
    .set({ freshnessAskedAt: null })
    .where(and(eq(properties.status, 'ACTIVE'), lte(properties.freshnessAskedAt, before)));
}

/** Live listings whose ask was made at or before `before`, oldest ask first. */
export function overdueAsks(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ id: number; askedAt: Date | null }[]> {
  return db
    .select({ id: properties.id, askedAt: properties.freshnessAskedAt })
    .from(properties)
    .where(
      and(
        eq(properties.status, 'ACTIVE'),
        isNull(properties.deletedAt),
        lte(properties.freshnessAskedAt, before),
      ),
    )
    .orderBy(asc(properties.freshnessAskedAt))
    .limit(limit);
}

/** Live listings with no open ask, last confirmed at or before `before`, oldest first. */
export function unconfirmedSince(db: Db, before: Date, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.status, 'ACTIVE'),
        isNull(properties.deletedAt),
        isNull(properties.freshnessAskedAt),
        lte(properties.confirmedAt, before),
      ),
    )
    .orderBy(asc(properties.confirmedAt))
    .limit(limit);
}
