import { sql } from 'drizzle-orm';
import { MAP_POINT_LIMIT, type MapCluster, type MapPoint } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { clusterCell } from './geo';
import { searchWhere, type ListingFilters } from './repository';

/**
 * Up to MAP_POINT_LIMIT + 1 matches as pins (one more than allowed says "cluster instead"), at
 * their public pins: the map is the same for everyone, and cached as such.
 */
export async function mapPoints(db: Db, f: ListingFilters): Promise<MapPoint[]> {
  const rows = await db
    .select({
      id: properties.id,
      lat: properties.publicLatitude,
      lng: properties.publicLongitude,
      rent: properties.rent,
      propertyType: properties.propertyType,
      approximate: sql<boolean>`${properties.locationApproximate} or not ${properties.exactLocation}`,
    })
    .from(properties)
    .where(
      sql`${searchWhere(f)} and ${properties.publicLatitude} is not null and ${properties.publicLongitude} is not null`,
    )
    // No ORDER BY: it would read every match to sort them; past the limit the pins are not wanted.
    .limit(MAP_POINT_LIMIT + 1);
  return rows.map((r) => ({ ...r, lat: r.lat!, lng: r.lng! })).sort((a, b) => a.id - b.id);
}

/**
 * Every match grouped into grid cells of the zoom, in SQL: longitude cells of equal degrees,
 * latitude cells of equal Web Mercator height, so a cell is the same size on screen everywhere.
 */
export async function mapClusters(db: Db, f: ListingFilters, zoom: number): Promise<MapCluster[]> {
  const cell = clusterCell(zoom);
  // Mercator y is infinite at the poles; no listing is there, but the formula must not fail.
  const lat = sql`least(greatest(${properties.publicLatitude}, -85), 85)`;
  const rows = await queryRows<{ lat: number; lng: number; count: number; min_rent: number }>(
    db,
    sql`select avg(${properties.publicLatitude})::float8 as lat, avg(${properties.publicLongitude})::float8 as lng,
        count(*)::int as count, min(${properties.rent})::int as min_rent
      from ${properties}
      where ${searchWhere(f)} and ${properties.publicLatitude} is not null and ${properties.publicLongitude} is not null
      group by floor(${properties.publicLongitude} / ${cell.lngDeg}::float8),
        floor(ln(tan(radians(45 + ${lat} / 2))) / ${cell.mercator}::float8)
      order by count desc`,
  );
  return rows.map((r) => ({
    lat: Number(r.lat),
    lng: Number(r.lng),
    count: Number(r.count),
    minRent: Number(r.min_rent),
  }));
}
