import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyViewsDaily } from '../../db/schema';

import type { CountedViews } from '../../lib/view-counter';

/** The batching counter lives with the other outside-world services (lib/view-counter.ts). */
export { VIEW_FLUSH_INTERVAL_MS } from '../../lib/view-counter';

/** Adds counted views to the daily rows; the counter calls it with what it kept in memory. */
export async function writeViews(db: Db, due: CountedViews[]): Promise<void> {
  // A listing deleted meanwhile (hard delete cascades) would fail the foreign key: join it.
  await db.execute(sql`insert into ${propertyViewsDaily} (property_id, day, views)
    select v."propertyId", v.day, v.views
    from jsonb_to_recordset(${JSON.stringify(due)}::jsonb)
      as v("propertyId" int, day date, views int)
    join ${properties} p on p.id = v."propertyId"
    on conflict (property_id, day)
    do update set views = ${propertyViewsDaily.views} + excluded.views`);
}

/**
 * Every view a listing has had: the count kept on its row before views moved to their own table
 * (seeded and older listings) plus the daily counts written since.
 */
export const totalViews = sql<number>`(${properties.views} + coalesce((select sum(d.views) from ${propertyViewsDaily} d where d.property_id = ${properties.id}), 0))::int`;

export async function viewsOf(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ views: totalViews })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return Number(row?.views ?? 0);
}
