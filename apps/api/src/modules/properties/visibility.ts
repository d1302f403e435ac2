import { LET_AGREED_VISIBLE_DAYS, type PropertyStatus } from '@roomsetu/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Which listings are searchable, in one place: search, the map, the showcase, places and
 * saved-search alerts all read it. ACTIVE listings, and LET_AGREED ones for
 * LET_AGREED_VISIBLE_DAYS after the owner marked them; never paused, suspended or deleted.
 *
 * Constant SQL (no parameters), so a prepared statement keeps it, and it starts with the very
 * predicate of the partial search indexes (db/schema/properties.ts), so the planner uses them.
 */
function searchableFor(table: SQL): SQL {
  return sql`(${table}.status in ('ACTIVE', 'LET_AGREED') and ${table}.deleted_at is null and (${table}.status = 'ACTIVE' or ${table}.let_agreed_at > now() - interval '${sql.raw(String(LET_AGREED_VISIBLE_DAYS))} days'))`;
}

/** Searchable rows of `properties` (as drizzle names the table in a query). */
export const searchable: SQL = searchableFor(sql.raw('"properties"'));

/** The same condition for raw SQL that names properties by an alias (`from properties p`). */
export function searchableAs(alias: string): SQL {
  return searchableFor(sql`${sql.identifier(alias)}`);
}

/**
 * Open to new tenants: ACTIVE and not deleted. Inquiries, new favourites and the alerts that
 * announce a listing need this; a let-agreed listing is shown but no longer contacted.
 */
export const openToInquiries: SQL = sql.raw(
  `("properties".status = 'ACTIVE' and "properties".deleted_at is null)`,
);

export function openToInquiriesAs(alias: string): SQL {
  return sql`(${sql.identifier(alias)}.status = 'ACTIVE' and ${sql.identifier(alias)}.deleted_at is null)`;
}

/**
 * Whose detail page anyone may open: listed ones, and paused ones (the page says "Not available
 * right now"). Suspended, pending and draft listings show only to their owner and admins.
 */
export function publiclyViewable(status: PropertyStatus): boolean {
  return status === 'ACTIVE' || status === 'LET_AGREED' || status === 'PAUSED';
}
