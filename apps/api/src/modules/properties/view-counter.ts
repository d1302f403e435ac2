import { sql } from 'drizzle-orm';
import { properties, propertyViewsDaily } from '../../db/schema';

/** The batching counter lives with the other outside-world services (lib/view-counter.ts). */
export { VIEW_FLUSH_INTERVAL_MS } from '../../lib/view-counter';

/**
 * Every view a listing has had: the count kept on its row before views moved to their own table
 * (seeded and older listings) plus the daily counts written since.
 */
export const totalViews = sql<number>`(${properties.views} + coalesce((select sum(d.views) from ${propertyViewsDaily} d where d.property_id = ${properties.id}), 0))::int`;
