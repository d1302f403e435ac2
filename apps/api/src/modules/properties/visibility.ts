import { LET_AGREED_VISIBLE_DAYS, type PropertyStatus } from '@roomsetu/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema';

type PropertiesTable = typeof properties | ReturnType<typeof alias<typeof properties, string>>;

const LET_AGREED_WINDOW = sql.raw(`interval '${LET_AGREED_VISIBLE_DAYS} days'`);

/** The owner's account is not suspended now (see properties.owner_suspended_until). */
const ownerInGoodStanding = (column: SQLWrapper) => sql`(${column} is null or ${column} <= now())`;

/** What decides whether a listing shows: its status and its owner's standing. */
export interface ListingStanding {
  status: PropertyStatus;
  ownerSuspendedUntil: Date | null;
}

/** Whether the listing's owner is suspended at `at`. */
const ownerSuspended = (listing: ListingStanding, at: Date) =>
  listing.ownerSuspendedUntil !== null && listing.ownerSuspendedUntil.getTime() > at.getTime();

/**
 * Which listings are searchable, in one place: search, the map, the showcase, places, counts and
 * saved-search alerts all read it. ACTIVE listings, and LET_AGREED ones for
 * LET_AGREED_VISIBLE_DAYS after the owner marked them; never paused, suspended or deleted, nor
 * while the owner's account is suspended.
 *
 * Literals, not parameters: the partial search indexes (db/schema/properties.ts) match only a
 * condition the planner can prove from the text, also in a prepared statement's generic plan.
 */
export function searchable(table: PropertiesTable = properties): SQL {
  return sql`(${table.status} in ('ACTIVE', 'LET_AGREED') and ${table.deletedAt} is null and (${table.status} = 'ACTIVE' or ${table.letAgreedAt} > now() - ${LET_AGREED_WINDOW}) and ${ownerInGoodStanding(table.ownerSuspendedUntil)})`;
}

/** The condition on the table itself, built once. */
export const isLive = searchable();

/** The same condition for raw SQL that names properties by an alias (`from properties p`). */
export function searchableAs(alias: string): SQL {
  const t = sql.identifier(alias);
  return sql`(${t}.status in ('ACTIVE', 'LET_AGREED') and ${t}.deleted_at is null and (${t}.status = 'ACTIVE' or ${t}.let_agreed_at > now() - ${LET_AGREED_WINDOW}) and ${ownerInGoodStanding(sql`${t}.owner_suspended_until`)})`;
}

/**
 * Open to new tenants: ACTIVE and not deleted. Inquiries, new favourites and the alerts that
 * announce a listing need this; a let-agreed listing is shown but no longer contacted.
 */
export function openToInquiriesAs(alias: string): SQL {
  const t = sql.identifier(alias);
  return sql`(${t}.status = 'ACTIVE' and ${t}.deleted_at is null and ${ownerInGoodStanding(sql`${t}.owner_suspended_until`)})`;
}

export const openToInquiries: SQL = openToInquiriesAs('properties');

/**
 * Whose detail page anyone may open: listed ones, and paused ones (the page says "Not available
 * right now"). Suspended, pending and draft listings, and every listing of a suspended account,
 * show only to their owner and admins.
 */
export function publiclyViewable(listing: ListingStanding, at: Date): boolean {
  if (ownerSuspended(listing, at)) return false;
  const { status } = listing;
  return status === 'ACTIVE' || status === 'LET_AGREED' || status === 'PAUSED';
}

/** Whether the listing's photos answer 404 at their public URLs (lib/photo-grants.ts). */
export function photosWithheld(listing: ListingStanding, at: Date): boolean {
  return listing.status === 'SUSPENDED' || ownerSuspended(listing, at);
}
