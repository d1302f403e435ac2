import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useFavoriteToggle, type FavoriteTexts } from './use-favorite-toggle';

/** The chat panel's 'Add to Favorites' / 'Remove from Favorites' for the open conversation. */
export function ConversationFavoriteButton({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation(['favorites', 'messages']);
  const texts: FavoriteTexts = {
    added: t('conversation.added'),
    addFailed: t('conversation.addFailed'),
    removed: t('conversation.removed'),
    removeFailed: t('conversation.removeFailed'),
    fetchFailed: t('messages:favoriteFetchFailed'),
  };
  const { isFavorite, loading, busy, toggle } = useFavoriteToggle(
    'CONVERSATION',
    conversationId,
    texts,
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
      {isFavorite ? t('conversation.remove') : t('conversation.add')}
    </button>
  );
}
