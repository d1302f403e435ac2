import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Detail views per listing per day (UTC). A view never updates the listing's row: views are
 * counted in memory and added here in batches (modules/properties/view-counter.ts), so search
 * never meets dead tuples left by page views.
 */
export const propertyViewsDaily = pgTable(
  'property_views_daily',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);
