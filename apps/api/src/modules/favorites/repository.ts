import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FavoriteCreateInput, FavoriteType } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, favorites, properties } from '../../db/schema';
import { isLive } from '../properties';

export type FavoriteRow = typeof favorites.$inferSelect;

const targetColumn = (type: FavoriteType) =>
  type === 'PROPERTY' ? favorites.propertyId : favorites.conversationId;

/**
 * Inserts unless the user already has this target; the unique index decides, so two quick
 * clicks cannot make two rows. `created` is false when the existing favorite is answered.
 */
export async function insertFavorite(
  db: Db,
  userId: number,
  input: FavoriteCreateInput,
  at: Date,
): Promise<{ row: FavoriteRow; created: boolean }> {
  const isProperty = input.type === 'PROPERTY';
  const targetId = isProperty ? input.propertyId : input.conversationId;
  const [inserted] = await db
    .insert(favorites)
    .values({
      userId,
      type: input.type,
      propertyId: isProperty ? targetId : null,
      conversationId: isProperty ? null : targetId,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [favorites.userId, targetColumn(input.type)] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findFavoriteOf(db, userId, input.type, targetId);
  return { row: existing!, created: false };
}

export async function findFavoriteOf(db: Db, userId: number, type: FavoriteType, targetId: number) {
  const [row] = await db
    .select()
    .from(favorites)
    .where(
      and(eq(favorites.userId, userId), eq(favorites.type, type), eq(targetColumn(type), targetId)),
    );
  return row ?? null;
}

export function favoritesOf(db: Db, userId: number) {
  return db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}

/** Deletes only the caller's own row; another user's id deletes nothing. */
export async function deleteFavoriteOf(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return row ?? null;
}

export async function liveProperties(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(properties)
    .where(and(inArray(properties.id, ids), isLive));
}

/** The conversations among `ids` that the user takes part in. */
export async function conversationsWith(db: Db, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: conversations.id,
      propertyId: conversations.propertyId,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(inArray(conversations.id, ids));
}
