import type { FavoriteType } from '../enums';
import type { IsoDateTime } from './envelope';
import type { ConversationSummary } from './messages';
import type { PropertyCard } from './properties';

/** GET /api/favorite (list), GET /api/favorite/one/:type/:id (one or null), POST /api/favorite. */
export interface Favorite {
  id: number;
  type: FavoriteType;
  propertyId: number | null;
  property: PropertyCard | null;
  conversationId: number | null;
  conversation: ConversationSummary | null;
  createdAt: IsoDateTime;
}
