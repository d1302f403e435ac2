import type { ListingChecklist, ListingReviewReason } from '@roomsetu/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  cityEnum,
  facingEnum,
  furnishingEnum,
  genderPreferenceEnum,
  propertyStatusEnum,
  propertyTypeEnum,
  tenantTypeEnum,
} from './enums';
import { users } from './users';

export interface NamedItem {
  name: string;
}

/**
 * Search reads only listed rows (active, or let agreed for a few days); every search index is
 * partial on this predicate, which modules/properties/visibility.ts repeats word for word so the
 * planner can prove a search implies it.
 */
const live = sql`status in ('ACTIVE', 'LET_AGREED') and deleted_at is null`;

/** Mean Earth radius in metres (modules/properties/geo.ts measures on the same sphere). */
const EARTH_RADIUS_M = 6371008.8;

/**
 * The public pin's coordinate, computed by the database whenever the point, the choice or the seed
 * changes: the exact point moved 150 to 300 m on the bearing `pin_seed` draws (a second digit
 * stream of the same draw gives the distance), or the exact point when the owner chose to show it.
 */
function publicPin(axis: 'latitude' | 'longitude'): SQL {
  const bearing = '2 * pi() * pin_seed';
  const angle = `(150 + 150 * (pin_seed * 9973 - floor(pin_seed * 9973))) / ${EARTH_RADIUS_M}`;
  const moved =
    axis === 'latitude'
      ? `latitude + degrees(${angle} * cos(${bearing}))`
      : `longitude + degrees(${angle} * sin(${bearing}) / cos(radians(latitude)))`;
  return sql.raw(`case when exact_location then ${axis} else ${moved} end`);
}

export const properties = pgTable(
  'properties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    propertyType: propertyTypeEnum().notNull(),
    rent: integer().notNull(),
    period: text().notNull().default('month'),
    securityDeposit: integer().notNull(),
    maintenance: integer().notNull().default(0),
    bedrooms: integer().notNull(),
    bathrooms: integer().notNull(),
    areaSqFt: integer().notNull(),
    furnished: furnishingEnum().notNull(),
    floor: integer().notNull().default(0),
    facing: facingEnum().notNull(),
    buildingAge: integer().notNull().default(0),
    availableFrom: date({ mode: 'string' }).notNull(),
    status: propertyStatusEnum().notNull().default('ACTIVE'),
    /** Set when the owner marks the listing let agreed; cleared when it is re-activated. */
    letAgreedAt: timestamp({ withTimezone: true }),
    /**
     * Why RoomSetu holds the listing for an admin's review (status PENDING while it does):
     * reports from several users, or photos that match another owner's. Null otherwise.
     */
    reviewReason: text().$type<ListingReviewReason>(),
    /**
     * When the owner last said the room is still available: at listing, on re-activation, on
     * "Yes, still available" and on "Still available" in My Property. Search can rank by it.
     */
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When RoomSetu asked the owner whether the room is still available and no answer has come
     * yet: the open ask (its links name this time). Cleared by any answer, pause or re-activation.
     */
    freshnessAskedAt: timestamp({ withTimezone: true }),
    verified: boolean().notNull().default(false),
    /** When and by which admin the listing was marked Verified, and what they checked. */
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    verificationChecklist: jsonb().$type<ListingChecklist>(),
    featured: boolean().notNull().default(false),
    genderPreference: genderPreferenceEnum().notNull().default('ANY'),
    tenantType: tenantTypeEnum().notNull().default('NO_PREFERENCE'),
    /** Kilometres. */
    hospitalDistance: real().notNull(),
    /** Minutes on foot. */
    shoppingMallDistance: integer(),
    /** Minutes on foot. */
    metroStationDistance: integer(),
    features: jsonb().$type<string[]>().notNull().default([]),
    allowedPolicies: jsonb().$type<NamedItem[]>().notNull().default([]),
    restrictions: jsonb().$type<NamedItem[]>().notNull().default([]),
    propertyContactName: text().notNull(),
    propertyContactEmail: text().notNull(),
    propertyContactPhone: text(),
    addressLine1: text().notNull(),
    area: text(),
    city: cityEnum().notNull(),
    postalCode: text().notNull(),
    state: text().notNull(),
    country: text().notNull().default('India'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locationApproximate: boolean().notNull().default(true),
    /**
     * The owner chose to show the exact point to everyone. Otherwise guests and searches get the
     * public pin below, and the exact point goes to the owner, admins and confirmed visitors.
     */
    exactLocation: boolean().notNull().default(false),
    /**
     * The listing's own random draw, set once and never shown: where its public pin sits from the
     * exact point (bearing, and a distance of 150 to 300 m). Stable, so the pin does not move
     * between requests or with unrelated edits, and pins averaged over requests reveal nothing.
     */
    pinSeed: doublePrecision()
      .notNull()
      .default(sql`random()`),
    /** Where guests, searches, the map and places put the listing: see `pinSeed`. */
    publicLatitude: doublePrecision().generatedAlwaysAs(publicPin('latitude')),
    publicLongitude: doublePrecision().generatedAlwaysAs(publicPin('longitude')),
    /**
     * Until when the owner's account is suspended (a copy of users.suspended_until, written with
     * it): while it lies ahead the listing is out of search, details and photos, whatever its
     * status, and lifting the suspension restores exactly what was live. Null when never.
     */
    ownerSuspendedUntil: timestamp({ withTimezone: true }),
    views: integer().notNull().default(0),
    inquiries: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId),
    index('properties_status_city_idx').on(t.status, t.city),
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_live_id_idx').on(t.id.desc()).where(live),
    index('properties_live_rent_idx').on(t.rent, t.id).where(live),
    index('properties_live_city_id_idx').on(t.city, t.id.desc()).where(live),
    index('properties_live_city_rent_idx').on(t.city, t.rent, t.id).where(live),
    index('properties_live_type_id_idx').on(t.propertyType, t.id.desc()).where(live),
    index('properties_live_type_rent_idx').on(t.propertyType, t.rent, t.id).where(live),
    index('properties_live_city_type_id_idx').on(t.city, t.propertyType, t.id.desc()).where(live),
    // "Recently confirmed": read backwards, these give confirmed_at desc, id desc as the sort
    // writes it (an index built with desc() is DESC NULLS LAST, which ORDER BY ... DESC is not).
    index('properties_live_confirmed_idx').on(t.confirmedAt, t.id).where(live),
    // The landing showcase (featured first, then the newest), read backwards: four rows, not a
    // sort of every live listing on each visit to /.
    index('properties_live_featured_idx').on(t.featured, t.id).where(live),
    index('properties_live_city_confirmed_idx').on(t.city, t.confirmedAt, t.id).where(live),
    // The freshness cycle's sweep: active listings by the last confirmation.
    index('properties_active_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`status = 'ACTIVE' and deleted_at is null`),
    index('properties_live_city_type_rent_idx')
      .on(t.city, t.propertyType, t.rent, t.id)
      .where(live),
    // Map search on the public pins: a latitude range seek with the longitude checked in the index
    // (bbox, and the box around `near`). Every other column a map search filters, sorts or shows rides along, so
    // a page of ids by distance, a count, map points and clusters are read from the index alone.
    index('properties_live_geo_idx')
      .on(
        t.publicLatitude,
        t.publicLongitude,
        t.city,
        t.propertyType,
        t.rent,
        t.id,
        t.locationApproximate,
        t.exactLocation,
      )
      .where(live),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Storage key of the full-size WebP; the card size sits beside it. */
    storageKey: text().notNull(),
    cardKey: text().notNull(),
    /**
     * Widths of the card's srcset variants, stored beside the full size as `<name>-w<width>.webp`
     * (photo-files.ts). Null for a photo stored before they existed until the variant backfill
     * reaches it; its responses offer the card alone meanwhile.
     */
    cardWidths: integer().array(),
    altText: text(),
    isPrimary: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    /**
     * 64-bit perceptual hash (dHash, lib/photo-hash.ts) for the duplicate-photo check. Null for a
     * near-uniform picture, which never matches, and for photos stored before hashing until the
     * backfill job reaches them.
     */
    photoHash: bigint({ mode: 'bigint' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_photos_property_idx').on(t.propertyId, t.position),
    uniqueIndex('property_photos_one_primary')
      .on(t.propertyId)
      .where(sql`is_primary`),
    // Multi-index lookup of near hashes: one index per 16-bit chunk (photo-hash.ts explains why).
    // Not partial: PostgreSQL estimates from an expression index's statistics only when it has
    // no predicate, and without them it takes a chunk for 1 row in 200 instead of 1 in 65,536.
    ...[48, 32, 16, 0].map((shift, i) =>
      index(`property_photos_hash_chunk${i}_idx`).on(
        sql`((${sql.identifier('photo_hash')} >> ${sql.raw(String(shift))}) & 65535)`,
      ),
    ),
  ],
);

export const amenities = pgTable(
  'amenities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('amenities_name_unique').on(t.name)],
);

export const propertyAmenities = pgTable(
  'property_amenities',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amenityId: integer()
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.amenityId] })],
);

/** Results of the address geocoder, so a given address is asked once. */
export const geocodeCache = pgTable('geocode_cache', {
  query: text().primaryKey(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  found: boolean().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
