-- Trigram matching for place autocomplete: trusted contrib on PostgreSQL, loaded by the PGlite client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "localities" (
	"city" "city" NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	"located" integer DEFAULT 0 NOT NULL,
	"lat_sum" double precision DEFAULT 0 NOT NULL,
	"lng_sum" double precision DEFAULT 0 NOT NULL,
	"precise" integer DEFAULT 0 NOT NULL,
	"precise_lat_sum" double precision DEFAULT 0 NOT NULL,
	"precise_lng_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "localities_city_key_pk" PRIMARY KEY("city","key")
);
--> statement-breakpoint
CREATE INDEX "localities_key_trgm_idx" ON "localities" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_live_geo_idx" ON "properties" USING btree ("latitude","longitude","city","property_type","rent","id","location_approximate") WHERE status = 'ACTIVE' and deleted_at is null;
--> statement-breakpoint
-- localities follows the live listings: what a statement took away (old rows that were live) is
-- subtracted, what it brought (new rows that are live) is added, one grouped upsert each. Inserts
-- and deletes per statement (a bulk import is one upsert per locality); updates per row, and only
-- when a column that matters changed, so counting a page view never touches localities.
CREATE FUNCTION localities_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    count(*),
    count(latitude),
    coalesce(sum(latitude), 0),
    coalesce(sum(longitude), 0),
    count(latitude) FILTER (WHERE NOT location_approximate),
    coalesce(sum(latitude) FILTER (WHERE NOT location_approximate), 0),
    coalesce(sum(longitude) FILTER (WHERE NOT location_approximate), 0)
  FROM new_rows
  WHERE status = 'ACTIVE' AND deleted_at IS NULL AND btrim(coalesce(area, '')) <> ''
  GROUP BY city, lower(btrim(area))
  ON CONFLICT (city, key) DO UPDATE SET
    name = CASE WHEN l.listings > 0 THEN l.name ELSE excluded.name END,
    listings = l.listings + excluded.listings,
    located = l.located + excluded.located,
    lat_sum = l.lat_sum + excluded.lat_sum,
    lng_sum = l.lng_sum + excluded.lng_sum,
    precise = l.precise + excluded.precise,
    precise_lat_sum = l.precise_lat_sum + excluded.precise_lat_sum,
    precise_lng_sum = l.precise_lng_sum + excluded.precise_lng_sum;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION localities_remove_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    -count(*),
    -count(latitude),
    -coalesce(sum(latitude), 0),
    -coalesce(sum(longitude), 0),
    -count(latitude) FILTER (WHERE NOT location_approximate),
    -coalesce(sum(latitude) FILTER (WHERE NOT location_approximate), 0),
    -coalesce(sum(longitude) FILTER (WHERE NOT location_approximate), 0)
  FROM old_rows
  WHERE status = 'ACTIVE' AND deleted_at IS NULL AND btrim(coalesce(area, '')) <> ''
  GROUP BY city, lower(btrim(area))
  ON CONFLICT (city, key) DO UPDATE SET
    name = CASE WHEN l.listings > 0 THEN l.name ELSE excluded.name END,
    listings = l.listings + excluded.listings,
    located = l.located + excluded.located,
    lat_sum = l.lat_sum + excluded.lat_sum,
    lng_sum = l.lng_sum + excluded.lng_sum,
    precise = l.precise + excluded.precise,
    precise_lat_sum = l.precise_lat_sum + excluded.precise_lat_sum,
    precise_lng_sum = l.precise_lng_sum + excluded.precise_lng_sum;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION localities_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    -count(*),
    -count(latitude),
    -coalesce(sum(latitude), 0),
    -coalesce(sum(longitude), 0),
    -count(latitude) FILTER (WHERE NOT location_approximate),
    -coalesce(sum(latitude) FILTER (WHERE NOT location_approximate), 0),
    -coalesce(sum(longitude) FILTER (WHERE NOT location_approximate), 0)
  FROM (SELECT (OLD).*) AS old_row
  WHERE status = 'ACTIVE' AND deleted_at IS NULL AND btrim(coalesce(area, '')) <> ''
  GROUP BY city, lower(btrim(area))
  ON CONFLICT (city, key) DO UPDATE SET
    name = CASE WHEN l.listings > 0 THEN l.name ELSE excluded.name END,
    listings = l.listings + excluded.listings,
    located = l.located + excluded.located,
    lat_sum = l.lat_sum + excluded.lat_sum,
    lng_sum = l.lng_sum + excluded.lng_sum,
    precise = l.precise + excluded.precise,
    precise_lat_sum = l.precise_lat_sum + excluded.precise_lat_sum,
    precise_lng_sum = l.precise_lng_sum + excluded.precise_lng_sum;
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    count(*),
    count(latitude),
    coalesce(sum(latitude), 0),
    coalesce(sum(longitude), 0),
    count(latitude) FILTER (WHERE NOT location_approximate),
    coalesce(sum(latitude) FILTER (WHERE NOT location_approximate), 0),
    coalesce(sum(longitude) FILTER (WHERE NOT location_approximate), 0)
  FROM (SELECT (NEW).*) AS new_row
  WHERE status = 'ACTIVE' AND deleted_at IS NULL AND btrim(coalesce(area, '')) <> ''
  GROUP BY city, lower(btrim(area))
  ON CONFLICT (city, key) DO UPDATE SET
    name = CASE WHEN l.listings > 0 THEN l.name ELSE excluded.name END,
    listings = l.listings + excluded.listings,
    located = l.located + excluded.located,
    lat_sum = l.lat_sum + excluded.lat_sum,
    lng_sum = l.lng_sum + excluded.lng_sum,
    precise = l.precise + excluded.precise,
    precise_lat_sum = l.precise_lat_sum + excluded.precise_lat_sum,
    precise_lng_sum = l.precise_lng_sum + excluded.precise_lng_sum;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER properties_localities_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION localities_add_inserted();--> statement-breakpoint
CREATE TRIGGER properties_localities_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION localities_remove_deleted();--> statement-breakpoint
CREATE TRIGGER properties_localities_update AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.area IS DISTINCT FROM NEW.area OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.location_approximate IS DISTINCT FROM NEW.location_approximate)
  EXECUTE FUNCTION localities_follow_update();--> statement-breakpoint
-- The listings already there.
INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    count(*),
    count(latitude),
    coalesce(sum(latitude), 0),
    coalesce(sum(longitude), 0),
    count(latitude) FILTER (WHERE NOT location_approximate),
    coalesce(sum(latitude) FILTER (WHERE NOT location_approximate), 0),
    coalesce(sum(longitude) FILTER (WHERE NOT location_approximate), 0)
  FROM properties
  WHERE status = 'ACTIVE' AND deleted_at IS NULL AND btrim(coalesce(area, '')) <> ''
  GROUP BY city, lower(btrim(area))
  ON CONFLICT (city, key) DO UPDATE SET
    name = CASE WHEN l.listings > 0 THEN l.name ELSE excluded.name END,
    listings = l.listings + excluded.listings,
    located = l.located + excluded.located,
    lat_sum = l.lat_sum + excluded.lat_sum,
    lng_sum = l.lng_sum + excluded.lng_sum,
    precise = l.precise + excluded.precise,
    precise_lat_sum = l.precise_lat_sum + excluded.precise_lat_sum,
    precise_lng_sum = l.precise_lng_sum + excluded.precise_lng_sum;
--> statement-breakpoint
-- Listings the geocoder could not place sat on the city centre: those whose locality has geocoded
-- listings move to that locality's point, still marked approximate (the row trigger above keeps
-- localities' sums right as they move).
UPDATE properties p SET latitude = l.precise_lat_sum / l.precise, longitude = l.precise_lng_sum / l.precise
FROM localities l
WHERE p.location_approximate AND l.precise > 0 AND l.city = p.city AND l.key = lower(btrim(p.area));
