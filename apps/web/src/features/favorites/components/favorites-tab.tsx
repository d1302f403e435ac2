import { getCity, type Favorite } from '@roomsetu/shared';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDate } from '@roomsetu/shared';
import { useFavorites } from '../api/get-favorites';
import { useChangeFavorite } from '../api/toggle-favorite';
import { FavoritePropertyCard } from './favorite-property-card';

function Group({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

function ConversationItem({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation('favorites');
  const convo = favorite.conversation!;
  const other = convo.otherUser;
  const name = other
    ? `${other.firstName} ${other.lastName}`.trim() || other.email || t('tab.conversation')
    : t('tab.conversation');
  const city = other?.profile.city ? getCity(other.profile.city)?.label : undefined;
  return (
    <li>
      <Link
        to={paths.chat(convo.id)}
        className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:shadow-sm"
      >
        <Avatar name={name} />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{name}</span>
          {city && <span className="block text-sm text-slate-500">{city}</span>}
          <span className="mt-1 block truncate text-sm text-slate-600">
            {convo.lastMessage ? convo.lastMessage.content : t('tab.noMessages')}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-sm text-slate-500">
          {convo.lastMessage && formatDate(convo.lastMessage.createdAt)}
          <MessageCircle aria-hidden="true" className="size-4 text-brand-600" />
        </span>
      </Link>
    </li>
  );
}

/** The profile's Favorites tab: saved properties (cards to their details) and saved chats. */
export function FavoritesTab() {
  const { t } = useTranslation(['favorites', 'messages']);
  const { data, isPending, isError } = useFavorites();
  const change = useChangeFavorite();

  if (isPending) return <Spinner label={t('tab.loading')} />;
  if (isError) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm font-medium text-red-800"
      >
        {t('messages:favoritesFetchFailed')}
      </p>
    );
  }

  const properties = data.filter((f) => f.property);
  const conversations = data.filter((f) => f.conversation);
  const remove = (favorite: Favorite) =>
    change.mutate(
      { action: 'remove', id: favorite.id },
      {
        onSuccess: () => toast.success(t('messages:favoriteRemoved')),
        onError: () => toast.error(t('messages:favoriteRemoveFailed')),
      },
    );

  return (
    <div className="space-y-10">
      <Group
        id="favorite-properties"
        title={t('tab.properties')}
        empty={properties.length ? null : t('messages:noFavoriteProperties')}
      >
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((f) => (
            <FavoritePropertyCard
              key={f.id}
              property={f.property!}
              removing={
                change.isPending &&
                change.variables.action === 'remove' &&
                change.variables.id === f.id
              }
              onRemove={() => remove(f)}
            />
          ))}
        </ul>
      </Group>
      <Group
        id="favorite-conversations"
        title={t('tab.conversations')}
        empty={conversations.length ? null : t('messages:noFavoriteConversations')}
      >
        <ul className="mt-4 space-y-3">
          {conversations.map((f) => (
            <ConversationItem key={f.id} favorite={f} />
          ))}
        </ul>
      </Group>
    </div>
  );
}
