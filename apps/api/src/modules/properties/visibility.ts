import { sql, type SQL } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import type { PropertyStatus } from '@roomsetu/shared';
import { properties } from '../../db/schema';

/**
 * Which listings search, the map, places and every count show to everyone: the one place that
 * says so. A listing is searchable while its status is one of these and it is not deleted.
 */
export const SEARCHABLE_STATUSES: readonly PropertyStatus[] = ['ACTIVE'];

export const isSearchableStatus = (status: PropertyStatus): boolean =>
  SEARCHABLE_STATUSES.includes(status);

type PropertiesTable = typeof properties | ReturnType<typeof alias<typeof properties, string>>;

/** The SQL condition for `table` (the properties table, or an alias of it in a raw query). */
export function searchable(table: PropertiesTable = properties): SQL {
  // Literals, not parameters: the partial search indexes match only a condition the planner can
  // prove from the text, also in a prepared statement's generic plan.
  const list = sql.raw(SEARCHABLE_STATUSES.map((s) => `'${s}'`).join(', '));
  return sql`(${table.status} in (${list}) and ${table.deletedAt} is null)`;
}

/** The condition on the table itself, built once. */
export const isLive = searchable();
