import { sql, type SQL } from 'drizzle-orm';
import type { BboxFilter, NearFilter } from '@roomsetu/shared';
import { properties } from '../../db/schema';

/** Mean Earth radius (IUGG), km: the sphere every distance here is measured on. */
export const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle (haversine) distance in km, the same formula the SQL uses. */
export function haversineKm(a: NearFilter, b: NearFilter): number {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `centre`: the part
 * of a `near` search the coordinates index can seek; the exact distance is checked on what it finds.
 */
export function boxAround(centre: NearFilter, radiusKm: number): BboxFilter {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = toDeg(angular);
  const cosLat = Math.cos(toRad(centre.lat));
  // Near a pole the circle holds every longitude.
  const ratio = Math.sin(angular) / cosLat;
  const dLng = cosLat <= 0 || ratio >= 1 ? 180 : toDeg(Math.asin(ratio));
  return {
    west: Math.max(-180, centre.lng - dLng),
    south: Math.max(-90, centre.lat - dLat),
    east: Math.min(180, centre.lng + dLng),
    north: Math.min(90, centre.lat + dLat),
  };
}

/**
 * Inside the box, edges included: a btree range on latitude, longitude checked in the index. Every
 * search places a listing at its public pin, so neither membership nor distance tells more.
 */
export function insideBox(box: BboxFilter): SQL {
  return sql`${properties.publicLatitude} between ${box.south}::float8 and ${box.north}::float8
    and ${properties.publicLongitude} between ${box.west}::float8 and ${box.east}::float8`;
}

/** Haversine distance in km between two points given as SQL float8 expressions (no PostGIS: it runs on PGlite). */
export function haversineSql(a: { lat: SQL; lng: SQL }, b: { lat: SQL; lng: SQL }): SQL<number> {
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${b.lat} - ${a.lat}) / 2), 2)
    + cos(radians(${a.lat})) * cos(radians(${b.lat}))
      * power(sin(radians(${b.lng} - ${a.lng}) / 2), 2)))))`;
}

/** Haversine distance in km from `centre` to the listing's public pin, in SQL. */
export function distanceKm(centre: NearFilter): SQL<number> {
  return haversineSql(
    { lat: sql`${centre.lat}::float8`, lng: sql`${centre.lng}::float8` },
    { lat: sql`${properties.publicLatitude}`, lng: sql`${properties.publicLongitude}` },
  );
}

/** Within `radiusKm` of `centre`: the box prefilter (index) and the exact distance. */
export function withinRadius(centre: NearFilter, radiusKm: number): SQL {
  return sql`${insideBox(boxAround(centre, radiusKm))} and ${distanceKm(centre)} <= ${radiusKm}::float8`;
}

/**
 * Grid cells for map clusters at a zoom: about 64 screen pixels square on a Web Mercator map
 * (256-pixel tiles), so bubbles do not overlap however the map is panned.
 */
export function clusterCell(zoom: number): { lngDeg: number; mercator: number } {
  const cellsAroundWorld = 2 ** zoom * 4;
  return { lngDeg: 360 / cellsAroundWorld, mercator: (2 * Math.PI) / cellsAroundWorld };
}
