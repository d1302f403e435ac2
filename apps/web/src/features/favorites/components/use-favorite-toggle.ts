import type { FavoriteType } from '@roomsetu/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isOffline } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useFavorite } from '../api/get-favorites';
import { useChangeFavorite } from '../api/toggle-favorite';

/** The toasts' texts, in the reader's language. */
export interface FavoriteTexts {
  added: string;
  addFailed: string;
  removed: string;
  removeFailed: string;
  fetchFailed: string;
}

/**
 * The state of one heart: whether the item is a favorite, and a toggle that removes the
 * favorite when there is one and adds it otherwise (spec §4). Guests are sent to sign in.
 */
export function useFavoriteToggle(type: FavoriteType, id: number, texts: FavoriteTexts) {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const lookup = useFavorite(type, id, isSignedIn);
  const change = useChangeFavorite();
  const favorite = lookup.data ?? null;

  useEffect(() => {
    if (lookup.isError) toast.error(texts.fetchFailed, { id: `favorite-fetch-${type}-${id}` });
  }, [lookup.isError, texts.fetchFailed, type, id]);

  const busy = change.isPending || lookup.isFetching;

  const toggle = () => {
    if (busy) return;
    if (!isSignedIn) {
      void navigate(paths.signIn);
      return;
    }
    if (isOffline()) {
      toast.error(t('offline.action'), { id: 'favorite-offline' });
      return;
    }
    if (favorite) {
      change.mutate(
        { action: 'remove', id: favorite.id },
        {
          onSuccess: () => toast.success(texts.removed),
          onError: () => toast.error(texts.removeFailed),
        },
      );
    } else {
      const input =
        type === 'PROPERTY'
          ? { type: 'PROPERTY' as const, propertyId: id }
          : { type: 'CONVERSATION' as const, conversationId: id };
      change.mutate(
        { action: 'add', input },
        {
          onSuccess: () => toast.success(texts.added),
          onError: () => toast.error(texts.addFailed),
        },
      );
    }
  };

  return {
    isFavorite: Boolean(favorite),
    /** The state is not known yet: the button waits (disabled) rather than guess. */
    loading: isSignedIn && lookup.isPending,
    /** A change or a reload is on its way: clicks are ignored, focus stays on the button. */
    busy,
    toggle,
  };
}
