import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyViewsDaily } from '../../db/schema';

/** The batching counter lives with the other outside-world services (lib/view-counter.ts). */
export { VIEW_FLUSH_INTERVAL_MS } from '../../lib/view-counter';

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
