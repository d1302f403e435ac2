import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Pagination } from '../../lib/route';
import type { AuthUser } from '../../lib/tokens';
import { presentCard, presentProperty, type PresentedCard } from './presenter';
import {
  amenitiesFor,
  countView,
  findProperty,
  ownerSummary,
  photosFor,
  searchProperties,
  showcaseProperties,
  type SearchFilters,
} from './repository';
import type { properties } from '../../db/schema';

type PropertyRow = typeof properties.$inferSelect;

export async function toCards(ctx: AppContext, rows: PropertyRow[]): Promise<PresentedCard[]> {
  const ids = rows.map((r) => r.id);
  const [photos, amenities] = await Promise.all([
    photosFor(ctx.database.db, ids),
    amenitiesFor(ctx.database.db, ids),
  ]);
  return rows.map((r) =>
    presentCard(r, photos.get(r.id) ?? [], amenities.get(r.id) ?? [], ctx.storage),
  );
}

export async function search(
  ctx: AppContext,
  filters: SearchFilters,
): Promise<{ data: PresentedCard[]; pagination: Pagination }> {
  const { rows, total } = await searchProperties(ctx.database.db, filters);
  return {
    data: await toCards(ctx, rows),
    pagination: {
      page: filters.page,
      limit: filters.limit,
      total,
      pages: Math.ceil(total / filters.limit),
    },
  };
}

export async function showcase(ctx: AppContext, limit: number): Promise<PresentedCard[]> {
  return toCards(ctx, await showcaseProperties(ctx.database.db, limit));
}

/**
 * Who may see a listing that is not live (pending, suspended, draft), and its contact details:
 * its owner and admins.
 */
export function canSeeHidden(property: PropertyRow, user: AuthUser | null): boolean {
  return !!user && (user.role === 'ADMIN' || user.id === property.ownerId);
}

export async function getDetail(ctx: AppContext, id: number, user: AuthUser | null) {
  const { db } = ctx.database;
  const property = await findProperty(db, id);
  if (!property || (property.status !== 'ACTIVE' && !canSeeHidden(property, user))) {
    throw notFound('Property not found');
  }
  const [photos, amenities, owner] = await Promise.all([
    photosFor(db, [id]),
    amenitiesFor(db, [id]),
    ownerSummary(db, property.ownerId),
  ]);
  if (user?.id !== property.ownerId) await countView(db, id);
  return presentProperty(
    property,
    photos.get(id) ?? [],
    amenities.get(id) ?? [],
    owner,
    ctx.storage,
    canSeeHidden(property, user),
  );
}
