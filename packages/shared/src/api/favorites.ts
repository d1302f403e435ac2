import type { FavoriteType } from '../enums';
import type { IsoDateTime } from './envelope';
import type { ConversationSummary, ConversationUser } from './messages';
import type { PropertyCard } from './properties';

/** A favorite conversation: the summary plus the one person on the other side. */
export interface FavoriteConversation extends ConversationSummary {
  otherUser: ConversationUser | null;
}

/** GET /api/favorite (list), GET /api/favorite/one/:type/:id (one or null), POST /api/favorite. */
export interface Favorite {
  id: number;
  type: FavoriteType;
  propertyId: number | null;
  property: PropertyCard | null;
  conversationId: number | null;
  conversation: FavoriteConversation | null;
  createdAt: IsoDateTime;
}
