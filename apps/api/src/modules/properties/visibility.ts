import { LET_AGREED_VISIBLE_DAYS, type PropertyStatus } from '@roomsetu/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema';

type PropertiesTable = typeof properties | ReturnType<typeof alias<typeof properties, string>>;

const LET_AGREED_WINDOW = sql.raw(`interval '${LET_AGREED_VISIBLE_DAYS} days'`);

/**
 * Which listings are searchable, in one place: search, the map, the showcase, places, counts and
 * saved-search alerts all read it. ACTIVE listings, and LET_AGREED ones for
 * LET_AGREED_VISIBLE_DAYS after the owner marked them; never paused, suspended or deleted.
 *
 * Literals, not parameters: the partial search indexes (db/schema/properties.ts) match only a
 * condition the planner can prove from the text, also in a prepared statement's generic plan.
 */
export function searchable(table: PropertiesTable = properties): SQL {
  return sql`(${table.status} in ('ACTIVE', 'LET_AGREED') and ${table.deletedAt} is null and (${table.status} = 'ACTIVE' or ${table.letAgreedAt} > now() - ${LET_AGREED_WINDOW}))`;
}

/** The condition on the table itself, built once. */
export const isLive = searchable();

/** The same condition for raw SQL that names properties by an alias (`from properties p`). */
export function searchableAs(alias: string): SQL {
  const t = sql.identifier(alias);
  return sql`(${t}.status in ('ACTIVE', 'LET_AGREED') and ${t}.deleted_at is null and (${t}.status = 'ACTIVE' or ${t}.let_agreed_at > now() - ${LET_AGREED_WINDOW}))`;
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
