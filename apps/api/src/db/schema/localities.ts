import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cityEnum } from './enums';

/**
 * The localities (a listing's `area`) that live listings have, with how many and where they are on
 * average. Kept by statement triggers on `properties` (migration `map_search`), so place
 * autocomplete searches a few thousand names instead of grouping 100,000 listings per keystroke.
 */
export const localities = pgTable(
  'localities',
  {
    city: cityEnum().notNull(),
    /** lower(trim(area)): one row whatever the case. */
    key: text().notNull(),
    /** How it is written: a title-cased spelling when one was seen, kept while the locality lives. */
    name: text().notNull(),
    /** Live listings in it; a row at 0 is kept and skipped. */
    listings: integer().notNull().default(0),
    /** Those with coordinates, and the sums of those coordinates. */
    located: integer().notNull().default(0),
    latSum: doublePrecision().notNull().default(0),
    lngSum: doublePrecision().notNull().default(0),
    /** Those the geocoder placed (not approximate), and their sums: the locality's best point. */
    precise: integer().notNull().default(0),
    preciseLatSum: doublePrecision().notNull().default(0),
    preciseLngSum: doublePrecision().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.key] }),
    index('localities_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
  ],
);
