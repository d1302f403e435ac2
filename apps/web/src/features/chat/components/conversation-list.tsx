import { CONVERSATION_ROLE_FILTERS, type ConversationRoleFilter } from '@roomsetu/shared';
import { MessageSquare, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { ConversationListItem } from '../api/get-conversations';
import { filterConversations, otherParticipant } from '../lib/conversation';
import { ConversationListRow } from './conversation-list-item';

interface Props {
  conversations: readonly ConversationListItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  meId: number | undefined;
  activeId?: number | null;
  online: ReadonlySet<number>;
  compact?: boolean;
}

/** Name search, role filter and the conversations, newest activity first. */
export function ConversationList({
  conversations,
  isLoading,
  isError,
  meId,
  activeId = null,
  online,
  compact = false,
}: Props) {
  const { t } = useTranslation(['chat', 'enums']);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<ConversationRoleFilter>('ALL');
  const searchId = useId();
  const roleId = useId();
  const shown = useMemo(
    () => filterConversations(conversations ?? [], meId, search, role),
    [conversations, meId, search, role],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex gap-2 px-1 pb-3">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('list.searchByName')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('list.searchByName')}
            className="h-11 w-full rounded-lg border border-slate-300 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-400 sm:text-sm"
          />
        </div>
        <label htmlFor={roleId} className="sr-only">
          {t('list.filterByRole')}
        </label>
        <select
          id={roleId}
          value={role}
          onChange={(event) => setRole(event.target.value as ConversationRoleFilter)}
          className="h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-800 sm:text-sm"
        >
          {CONVERSATION_ROLE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`enums:conversationRoleFilter.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {isLoading ? (
        <ul aria-label={t('list.loading')} className="space-y-2 px-1">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="size-10 rounded-full" />
              <span className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-4/5" />
              </span>
            </li>
          ))}
        </ul>
      ) : isError && !conversations ? (
        <p role="alert" className="px-3 py-8 text-center text-sm text-red-700">
          {t('list.loadFailed')}
        </p>
      ) : !conversations?.length ? (
        <div className="flex flex-col items-center px-4 py-12 text-center">
          <MessageSquare aria-hidden="true" className="size-10 text-slate-300" />
          <p className="mt-3 font-semibold text-slate-900">{t('list.emptyTitle')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('list.emptyText')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Link to={paths.findRooms} className={buttonClasses('secondary', 'sm')}>
              {t('list.findRooms')}
            </Link>
            <Link to={paths.findRoommates} className={buttonClasses('primary', 'sm')}>
              {t('list.findRoommates')}
            </Link>
          </div>
        </div>
      ) : shown.length === 0 ? (
        <p className="px-3 py-8 text-center text-sm text-slate-600">{t('list.noMatch')}</p>
      ) : (
        <ul
          aria-label={t('list.conversations')}
          data-conversation-list
          className="min-h-0 flex-1 space-y-1 overflow-y-auto px-1"
        >
          {shown.map((conversation) => {
            const other = otherParticipant(conversation.participants, meId);
            return (
              <ConversationListRow
                key={conversation.id}
                conversation={conversation}
                meId={meId}
                active={conversation.id === activeId}
                online={!!other && online.has(other.userId)}
                compact={compact}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
