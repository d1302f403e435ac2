import { sql } from 'drizzle-orm';
import type { City, Landmark, PlaceKind } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';

export interface PlaceRow {
  kind: PlaceKind;
  name: string;
  city: City;
  lat: number;
  lng: number;
}

/** A landmark's popularity: live listings within about this many degrees (2 km) of it. */
const LANDMARK_REACH_DEG = 0.018;

/**
 * Landmarks (passed in, they are data) and localities of live listings matching `q` by prefix,
 * by a word prefix, or by trigram similarity (a misspelling), ranked by prefix match, then
 * popularity (listings in the locality, or within 2 km of the landmark), then similarity.
 */
export async function matchPlaces(
  db: Db,
  q: string,
  city: City | undefined,
  landmarks: readonly (Landmark & { city: City })[],
  limit: number,
): Promise<PlaceRow[]> {
  const term = q.toLowerCase();
  const likePrefix = `${term.replace(/[\\%_]/g, '\\$&')}%`;
  const likeWord = `% ${likePrefix}`;
  const values = landmarks.length
    ? sql.join(
        landmarks.map(
          (l, i) => sql`(${l.name}, ${l.city}, ${l.lat}::float8, ${l.lng}::float8, ${i}::int)`,
        ),
        sql`, `,
      )
    : sql`(null::text, null::text, null::float8, null::float8, null::int)`;
  const rows = await queryRows<{
    kind: PlaceKind;
    name: string;
    city: City;
    lat: number;
    lng: number;
  }>(
    db,
    sql`with landmark(name, city, lat, lng, ord) as (values ${values}),
      matched_landmark as (
        select 'LANDMARK' as kind, l.name, l.city, l.lat, l.lng,
          lower(l.name) like ${likePrefix} as prefix,
          lower(l.name) like ${likeWord} as word,
          (select count(*) from properties p
            where p.status = 'ACTIVE' and p.deleted_at is null
              and p.latitude between l.lat - ${LANDMARK_REACH_DEG}::float8 and l.lat + ${LANDMARK_REACH_DEG}::float8
              and p.longitude between l.lng - ${LANDMARK_REACH_DEG}::float8 and l.lng + ${LANDMARK_REACH_DEG}::float8
          )::int as popularity,
          word_similarity(${term}, lower(l.name)) as sim
        from landmark l
        where l.name is not null
          and (lower(l.name) like ${likePrefix} or lower(l.name) like ${likeWord}
            or ${term} <% lower(l.name))
      ),
      matched_locality as (
        select 'LOCALITY' as kind, mode() within group (order by p.area) as name, p.city::text as city,
          coalesce(avg(p.latitude) filter (where not p.location_approximate), avg(p.latitude)) as lat,
          coalesce(avg(p.longitude) filter (where not p.location_approximate), avg(p.longitude)) as lng,
          bool_or(lower(p.area) like ${likePrefix}) as prefix,
          bool_or(lower(p.area) like ${likeWord}) as word,
          count(*)::int as popularity,
          max(word_similarity(${term}, lower(p.area))) as sim
        from properties p
        where p.status = 'ACTIVE' and p.deleted_at is null
          and ${city ? sql`p.city = ${city}` : sql`true`}
          and (lower(p.area) like ${likePrefix} or lower(p.area) like ${likeWord}
            or lower(p.area) %> ${term} or lower(p.area) % ${term})
        group by lower(p.area), p.city
        having avg(p.latitude) is not null
      )
      select kind, name, city, lat, lng from (
        select kind, name, city, lat, lng, prefix, word, popularity, sim from matched_landmark
        union all
        select kind, name, city, lat, lng, prefix, word, popularity, sim from matched_locality
      ) found
      order by prefix desc, word desc, popularity desc, sim desc, name asc
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }));
}
