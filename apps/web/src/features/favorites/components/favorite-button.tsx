import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useFavoriteToggle, type FavoriteTexts } from './use-favorite-toggle';

/** The heart on a property: pressed when it is one of the user's favorites. */
export function FavoriteButton({ propertyId, title }: { propertyId: number; title?: string }) {
  const { t } = useTranslation(['favorites', 'messages']);
  const texts: FavoriteTexts = {
    added: t('messages:favoriteAdded'),
    addFailed: t('messages:favoriteAddFailed'),
    removed: t('messages:favoriteRemoved'),
    removeFailed: t('messages:favoriteRemoveFailed'),
    fetchFailed: t('messages:favoriteFetchFailed'),
  };
  const { isFavorite, loading, busy, toggle } = useFavoriteToggle('PROPERTY', propertyId, texts);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={loading}
      aria-pressed={isFavorite}
      aria-busy={busy || undefined}
      aria-label={title ? t('button.saveNamed', { title }) : t('button.saveUnnamed')}
      title={isFavorite ? t('button.remove') : t('button.add')}
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
      {isFavorite ? t('button.saved') : t('button.save')}
    </button>
  );
}
