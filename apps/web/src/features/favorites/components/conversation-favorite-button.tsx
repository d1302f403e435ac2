import { MESSAGES } from '@roomsetu/shared';
import { Heart } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useFavoriteToggle, type FavoriteTexts } from './use-favorite-toggle';

const CONVERSATION_TEXTS: FavoriteTexts = {
  added: 'Conversation added to favorites.',
  addFailed: 'Failed to add conversation to favorites.',
  removed: 'Conversation removed from favorites.',
  removeFailed: 'Failed to remove conversation from favorites.',
  fetchFailed: MESSAGES.favoriteFetchFailed,
};

/** The chat panel's 'Add to Favorites' / 'Remove from Favorites' for the open conversation. */
export function ConversationFavoriteButton({ conversationId }: { conversationId: number }) {
  const { isFavorite, loading, busy, toggle } = useFavoriteToggle(
    'CONVERSATION',
    conversationId,
    CONVERSATION_TEXTS,
  );
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={loading}
      aria-busy={busy || undefined}
      className={buttonClasses('secondary', 'md', 'w-full')}
    >
      <Heart
        aria-hidden="true"
        className={`size-4 ${isFavorite ? 'fill-rose-500 text-rose-500' : ''}`}
      />
      {isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}
    </button>
  );
}
