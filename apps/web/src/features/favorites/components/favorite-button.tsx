import { MESSAGES } from '@roomsetu/shared';
import { Heart } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useFavoriteToggle, type FavoriteTexts } from './use-favorite-toggle';

const PROPERTY_TEXTS: FavoriteTexts = {
  added: MESSAGES.favoriteAdded,
  addFailed: MESSAGES.favoriteAddFailed,
  removed: MESSAGES.favoriteRemoved,
  removeFailed: MESSAGES.favoriteRemoveFailed,
  fetchFailed: MESSAGES.favoriteFetchFailed,
};

/** The heart on a property: pressed when it is one of the user's favorites. */
export function FavoriteButton({ propertyId, title }: { propertyId: number; title?: string }) {
  const { isFavorite, loading, busy, toggle } = useFavoriteToggle(
    'PROPERTY',
    propertyId,
    PROPERTY_TEXTS,
  );
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={loading}
      aria-pressed={isFavorite}
      aria-busy={busy || undefined}
      aria-label={title ? `Save ${title} to favorites` : 'Save to favorites'}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      className={buttonClasses(
        'secondary',
        'md',
        isFavorite ? 'border-rose-300 text-rose-700' : '',
      )}
    >
      <Heart
        aria-hidden="true"
        className={`size-4 ${isFavorite ? 'fill-rose-500 text-rose-500' : ''}`}
      />
      {isFavorite ? 'Saved' : 'Save'}
    </button>
  );
}
