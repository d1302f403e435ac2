import { z } from 'zod';
import { FAVORITE_TYPES } from '../enums';
import { entityId, isoDateTime } from './envelope';
import { conversationParticipant, conversationUser, lastMessagePreview } from './messages';
import { propertyCard } from './properties';

/** A favorite conversation: who is in it, the one person on the other side and the last words. */
export const favoriteConversation = z.object({
  id: entityId,
  propertyId: entityId.nullable(),
  createdAt: isoDateTime,
  participants: z.array(conversationParticipant),
  otherUser: conversationUser.nullable(),
  lastMessage: lastMessagePreview,
});
export type FavoriteConversation = z.infer<typeof favoriteConversation>;

/** GET /api/favorite (list), GET /api/favorite/one/:type/:id (one or null), POST /api/favorite. */
export const favoriteEntry = z.object({
  id: entityId,
  type: z.enum(FAVORITE_TYPES),
  propertyId: entityId.nullable(),
  property: propertyCard.nullable(),
  conversationId: entityId.nullable(),
  conversation: favoriteConversation.nullable(),
  createdAt: isoDateTime,
});
export type Favorite = z.infer<typeof favoriteEntry>;
