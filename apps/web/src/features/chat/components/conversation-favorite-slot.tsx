import { ConversationFavoriteButton } from '@/features/favorites/components/conversation-favorite-button';

export interface ConversationFavoriteSlotProps {
  conversationId: number;
}

/** 'Add to Favorites' / 'Remove from Favorites' for the open conversation (spec §2, §4). */
export function ConversationFavoriteSlot({ conversationId }: ConversationFavoriteSlotProps) {
  return <ConversationFavoriteButton conversationId={conversationId} />;
}
