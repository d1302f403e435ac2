import { API_ERRORS, MESSAGES } from '@roomsetu/shared';
import type { FavoriteCreateInput, FavoriteLookupParams } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { lastMessagesOf, participantsOf } from '../messages';
import { type PresentedCard, toCards } from '../properties';
import {
  presentFavorite,
  presentFavoriteConversation,
  type PresentedFavorite,
  type PresentedFavoriteConversation,
} from './presenter';
import {
  conversationsWith,
  deleteFavoriteOf,
  favoritesOf,
  findFavoriteOf,
  insertFavorite,
  liveProperties,
  type FavoriteRow,
} from './repository';

/**
 * Attaches each favorite's target. A favorite whose listing is no longer live (deleted,
 * suspended, pending) or whose conversation the user is not in is left out: the row stays, so
 * the favorite comes back if the listing is published again.
 */
async function hydrate(
  ctx: AppContext,
  user: AuthUser,
  rows: FavoriteRow[],
): Promise<PresentedFavorite[]> {
  const { db } = ctx.database;
  const propertyIds = rows.flatMap((f) => (f.propertyId ? [f.propertyId] : []));
  const conversationIds = rows.flatMap((f) => (f.conversationId ? [f.conversationId] : []));
  const [propertyRows, conversationRows] = await Promise.all([
    liveProperties(db, propertyIds),
    conversationsWith(db, user.id, conversationIds),
  ]);
  const visibleIds = conversationRows.map((c) => c.id);
  const [cards, participants, lasts] = await Promise.all([
    toCards(ctx, propertyRows),
    participantsOf(db, visibleIds),
    lastMessagesOf(db, visibleIds),
  ]);
  const cardById = new Map<number, PresentedCard>(cards.map((c) => [c.id, c]));
  const conversationById = new Map<number, PresentedFavoriteConversation>(
    conversationRows.map((c) => {
      const last = lasts.find((m) => m.conversationId === c.id);
      return [
        c.id,
        presentFavoriteConversation(
          {
            ...c,
            participants: participants.filter((p) => p.conversationId === c.id),
            lastMessage: last ?? null,
          },
          user.id,
        ),
      ];
    }),
  );
  return rows.flatMap((f) => {
    const property = f.propertyId ? cardById.get(f.propertyId) : undefined;
    const conversation = f.conversationId ? conversationById.get(f.conversationId) : undefined;
    if (!property && !conversation) return [];
    return [presentFavorite(f, property ?? null, conversation ?? null)];
  });
}

export async function listFavorites(ctx: AppContext, user: AuthUser) {
  return hydrate(ctx, user, await favoritesOf(ctx.database.db, user.id));
}

export async function findFavorite(
  ctx: AppContext,
  user: AuthUser,
  { type, id }: FavoriteLookupParams,
): Promise<PresentedFavorite | null> {
  const row = await findFavoriteOf(ctx.database.db, user.id, type, id);
  if (!row) return null;
  const [presented] = await hydrate(ctx, user, [row]);
  return presented ?? null;
}

/** Only a live listing or a conversation the user is in can be a favorite; anything else is 404. */
async function assertTarget(ctx: AppContext, user: AuthUser, input: FavoriteCreateInput) {
  const { db } = ctx.database;
  if (input.type === 'PROPERTY') {
    const [live] = await liveProperties(db, [input.propertyId]);
    if (!live) throw notFound(API_ERRORS.propertyNotFound);
  } else {
    const [mine] = await conversationsWith(db, user.id, [input.conversationId]);
    if (!mine) throw notFound(MESSAGES.conversationNotFound);
  }
}

export async function addFavorite(ctx: AppContext, user: AuthUser, input: FavoriteCreateInput) {
  await assertTarget(ctx, user, input);
  const { row, created } = await insertFavorite(ctx.database.db, user.id, input, ctx.now());
  const [presented] = await hydrate(ctx, user, [row]);
  // The target can vanish between the check and here only by a concurrent delete.
  if (!presented)
    throw notFound(input.type === 'PROPERTY' ? API_ERRORS.propertyNotFound : MESSAGES.notFound);
  return { favorite: presented, created };
}

export async function removeFavorite(ctx: AppContext, user: AuthUser, id: number) {
  const deleted = await deleteFavoriteOf(ctx.database.db, user.id, id);
  if (!deleted) throw notFound(API_ERRORS.favoriteNotFound);
  return deleted;
}
