DROP INDEX "properties_live_geo_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "exact_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pin_seed" double precision DEFAULT random() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_latitude" double precision GENERATED ALWAYS AS (case when exact_location then latitude else latitude + degrees((150 + 150 * (pin_seed * 9973 - floor(pin_seed * 9973))) / 6371008.8 * cos(2 * pi() * pin_seed)) end) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_longitude" double precision GENERATED ALWAYS AS (case when exact_location then longitude else longitude + degrees((150 + 150 * (pin_seed * 9973 - floor(pin_seed * 9973))) / 6371008.8 * sin(2 * pi() * pin_seed) / cos(radians(latitude))) end) STORED;--> statement-breakpoint
CREATE INDEX "properties_live_geo_idx" ON "properties" USING btree ("public_latitude","public_longitude","city","property_type","rent","id","location_approximate","exact_location") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
-- Place suggestions answer a locality's average point: with one listing in it, that listing's
-- point. They follow the public pins from now on, like every other answer to guests.
CREATE OR REPLACE FUNCTION localities_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    count(*),
    count(public_latitude),
    coalesce(sum(public_latitude), 0),
    coalesce(sum(public_longitude), 0),
    count(public_latitude) FILTER (WHERE NOT location_approximate),
    coalesce(sum(public_latitude) FILTER (WHERE NOT location_approximate), 0),
    coalesce(sum(public_longitude) FILTER (WHERE NOT location_approximate), 0)
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
CREATE OR REPLACE FUNCTION localities_remove_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    -count(*),
    -count(public_latitude),
    -coalesce(sum(public_latitude), 0),
    -coalesce(sum(public_longitude), 0),
    -count(public_latitude) FILTER (WHERE NOT location_approximate),
    -coalesce(sum(public_latitude) FILTER (WHERE NOT location_approximate), 0),
    -coalesce(sum(public_longitude) FILTER (WHERE NOT location_approximate), 0)
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
CREATE OR REPLACE FUNCTION localities_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO localities AS l (city, key, name, listings, located, lat_sum, lng_sum, precise, precise_lat_sum, precise_lng_sum)
  SELECT city, lower(btrim(area)), (array_agg(btrim(area) ORDER BY btrim(area) = initcap(btrim(area)) DESC, btrim(area) COLLATE "C"))[1],
    -count(*),
    -count(public_latitude),
    -coalesce(sum(public_latitude), 0),
    -coalesce(sum(public_longitude), 0),
    -count(public_latitude) FILTER (WHERE NOT location_approximate),
    -coalesce(sum(public_latitude) FILTER (WHERE NOT location_approximate), 0),
    -coalesce(sum(public_longitude) FILTER (WHERE NOT location_approximate), 0)
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
    count(public_latitude),
    coalesce(sum(public_latitude), 0),
    coalesce(sum(public_longitude), 0),
    count(public_latitude) FILTER (WHERE NOT location_approximate),
    coalesce(sum(public_latitude) FILTER (WHERE NOT location_approximate), 0),
    coalesce(sum(public_longitude) FILTER (WHERE NOT location_approximate), 0)
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
DROP TRIGGER "properties_localities_update" ON "properties";--> statement-breakpoint
CREATE TRIGGER properties_localities_update AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.area IS DISTINCT FROM NEW.area OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.location_approximate IS DISTINCT FROM NEW.location_approximate
    OR OLD.exact_location IS DISTINCT FROM NEW.exact_location)
  EXECUTE FUNCTION localities_follow_update();--> statement-breakpoint
-- The localities already there, summed again over the public pins.
UPDATE localities SET located = 0, lat_sum = 0, lng_sum = 0, precise = 0, precise_lat_sum = 0, precise_lng_sum = 0;--> statement-breakpoint
UPDATE localities AS l SET
    located = s.located, lat_sum = s.lat_sum, lng_sum = s.lng_sum,
    precise = s.precise, precise_lat_sum = s.precise_lat_sum, precise_lng_sum = s.precise_lng_sum
  FROM (
    SELECT city, lower(btrim(area)) AS key,
      count(public_latitude) AS located,
      coalesce(sum(public_latitude), 0) AS lat_sum,
      coalesce(sum(public_longitude), 0) AS lng_sum,
      count(public_latitude) FILTER (WHERE NOT location_approximate) AS precise,
      coalesce(sum(public_latitude) FILTER (WHERE NOT location_approximate), 0) AS precise_lat_sum,
      coalesce(sum(public_longitude) FILTER (WHERE NOT location_approximate), 0) AS precise_lng_sum
    FROM properties
    WHERE status = 'ACTIVE' AND deleted_at IS NULL AND btrim(coalesce(area, '')) <> ''
    GROUP BY city, lower(btrim(area))
  ) AS s
  WHERE l.city = s.city AND l.key = s.key;
