import { z } from 'zod';
import { FAVORITE_TYPES } from '../enums';
import { idField } from './fields';

/** POST /api/favorite: a property or a conversation, never both. */
export const favoriteCreateInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PROPERTY'), propertyId: idField() }),
  z.object({ type: z.literal('CONVERSATION'), conversationId: idField() }),
]);
export type FavoriteCreateInput = z.infer<typeof favoriteCreateInput>;

/** GET /api/favorite/one/:type/:id: the caller's favorite for that property or conversation. */
export const favoriteLookupParams = z.object({
  type: z.string().toUpperCase().pipe(z.enum(FAVORITE_TYPES)),
  id: idField(),
});
export type FavoriteLookupParams = z.infer<typeof favoriteLookupParams>;
