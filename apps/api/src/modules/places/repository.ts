import { sql } from 'drizzle-orm';
import type { City, Landmark, PlaceKind } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import { searchableAs } from '../properties';

export interface PlaceRow {
  kind: PlaceKind;
  name: string;
  city: City;
  lat: number;
  lng: number;
}

/** A landmark's popularity: live listings within about this many degrees (1 km) of it. */
const LANDMARK_REACH_DEG = 0.009;

/**
 * Landmarks (passed in, they are data) and localities of live listings (the `localities` table the
 * database keeps) matching `q` by prefix, by a word prefix, or by trigram similarity (a
 * misspelling), ranked by prefix match, then popularity (live listings in the locality, or within
 * 1 km of the landmark), then similarity.
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
            where ${searchableAs('p')}
              and p.public_latitude between l.lat - ${LANDMARK_REACH_DEG}::float8 and l.lat + ${LANDMARK_REACH_DEG}::float8
              and p.public_longitude between l.lng - ${LANDMARK_REACH_DEG}::float8 and l.lng + ${LANDMARK_REACH_DEG}::float8
          )::int as popularity,
          word_similarity(${term}, lower(l.name)) as sim
        from landmark l
        where l.name is not null
          and (lower(l.name) like ${likePrefix} or lower(l.name) like ${likeWord}
            or ${term} <% lower(l.name))
      ),
      matched_locality as (
        select 'LOCALITY' as kind, l.name, l.city::text as city,
          case when l.precise > 0 then l.precise_lat_sum / l.precise else l.lat_sum / l.located end as lat,
          case when l.precise > 0 then l.precise_lng_sum / l.precise else l.lng_sum / l.located end as lng,
          l.key like ${likePrefix} as prefix,
          l.key like ${likeWord} as word,
          l.listings as popularity,
          word_similarity(${term}, l.key) as sim
        from localities l
        where l.listings > 0 and l.located > 0
          and ${city ? sql`l.city = ${city}` : sql`true`}
          and (l.key like ${likePrefix} or l.key like ${likeWord} or l.key %> ${term} or l.key % ${term})
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
