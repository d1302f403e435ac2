import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, users } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Db,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** The sender's account, if the token still names one (a deleted account sends as a guest). */
export async function existingUserId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row?.id ?? null;
}
