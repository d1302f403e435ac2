import {
  MAX_SAVED_SEARCHES,
  MESSAGES,
  type SavedSearch,
  type SavedSearchCreateInput,
  type SavedSearchFrequency,
  type SavedSearchUpdateInput,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { presentSavedSearch } from './presenter';
import * as repo from './repository';

async function owned(ctx: AppContext, user: AuthUser, id: number): Promise<SavedSearch> {
  const row = await repo.findOwned(ctx.database.db, user.id, id);
  // Someone else's search is answered exactly like a missing one.
  if (!row) throw notFound(MESSAGES.savedSearchNotFound);
  return presentSavedSearch(row);
}

export async function listSavedSearches(ctx: AppContext, user: AuthUser): Promise<SavedSearch[]> {
  return (await repo.listForUser(ctx.database.db, user.id)).map(presentSavedSearch);
}

export async function createSavedSearch(
  ctx: AppContext,
  user: AuthUser,
  input: SavedSearchCreateInput,
): Promise<SavedSearch> {
  const id = await ctx.database.db.transaction(async (tx) => {
    if ((await repo.lockAndCount(tx, user.id)) >= MAX_SAVED_SEARCHES) {
      throw conflict(MESSAGES.savedSearchLimit);
    }
    return repo.insert(tx, user.id, input, ctx.now());
  });
  return owned(ctx, user, id);
}

export async function updateSavedSearch(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: SavedSearchUpdateInput,
): Promise<SavedSearch> {
  if (!(await repo.update(ctx.database.db, user.id, id, input, ctx.now()))) {
    throw notFound(MESSAGES.savedSearchNotFound);
  }
  return owned(ctx, user, id);
}

export async function deleteSavedSearch(ctx: AppContext, user: AuthUser, id: number) {
  if (!(await repo.remove(ctx.database.db, user.id, id))) {
    throw notFound(MESSAGES.savedSearchNotFound);
  }
  return { id };
}

export async function markSeen(ctx: AppContext, user: AuthUser, id: number) {
  if (!(await repo.markSeen(ctx.database.db, user.id, id, ctx.now()))) {
    throw notFound(MESSAGES.savedSearchNotFound);
  }
  return owned(ctx, user, id);
}

/** The name of one of the user's saved searches, or null if it is not theirs. */
export function savedSearchName(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<string | null> {
  return repo.nameOf(ctx.database.db, userId, id);
}

/** Sets how often one of the user's saved searches mails (OFF stops it); another's is left alone. */
export function setSavedSearchFrequency(
  ctx: AppContext,
  userId: number,
  id: number,
  frequency: SavedSearchFrequency,
): Promise<void> {
  return repo.setFrequency(ctx.database.db, userId, id, frequency, ctx.now());
}
