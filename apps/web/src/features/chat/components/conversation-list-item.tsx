import { parseVisitCard } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ConversationListItem } from '../api/get-conversations';
import {
  conversationKind,
  listTime,
  otherParticipant,
  userName,
  visitCardText,
} from '../lib/conversation';
import { Avatar } from '@/components/ui/avatar';

interface Props {
  conversation: ConversationListItem;
  meId: number | undefined;
  active: boolean;
  online: boolean;
  /** The narrow sidebar of /chat: no role chip, the name gets the room. */
  compact?: boolean;
}

export function ConversationListRow({ conversation, meId, active, online, compact }: Props) {
  const { t } = useTranslation(['chat', 'enums']);
  const other = otherParticipant(conversation.participants, meId)?.user;
  const name = other ? userName(other) : t('row.conversation');
  const last = conversation.lastMessage;
  const unread = !active && conversation.unread === true;
  const kind = t(`enums:conversationRoleFilter.${conversationKind(conversation, meId)}`);
  const card = last?.kind === 'VISIT' ? parseVisitCard(last.content) : null;
  const preview = last
    ? last.kind === 'VISIT'
      ? card
        ? visitCardText(card)
        : t('row.visitUpdate')
      : last.senderId === meId && last.kind !== 'SYSTEM'
        ? t('row.mine', { text: last.content })
        : last.content
    : t('row.noMessages');

  return (
    <li>
      <Link
        to={paths.chat(conversation.id)}
        aria-current={active ? 'page' : undefined}
        data-unread={unread}
        className={`flex items-center gap-3 rounded-xl px-3 py-3 transition-colors ${
          active ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50'
        }`}
      >
        <Avatar name={name} online={online} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span
              className={`truncate ${unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}`}
            >
              {name}
            </span>
            {!compact && (
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-600">
                {kind}
              </span>
            )}
            {last && (
              <time
                dateTime={last.createdAt}
                className={`ml-auto shrink-0 text-sm ${unread ? 'font-semibold text-brand-700' : 'text-slate-600'}`}
              >
                {listTime(last.createdAt)}
              </time>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={`truncate text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {preview}
            </span>
            {unread && (
              <span className="ml-auto flex shrink-0 items-center">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" />
                <span className="sr-only">{t('row.unread')}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
