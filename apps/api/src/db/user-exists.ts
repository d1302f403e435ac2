import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/** Whether an account with this id exists: the check every module makes before acting on one. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}
