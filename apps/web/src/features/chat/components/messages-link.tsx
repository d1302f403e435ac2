import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import { chatKeys } from '@/lib/chat-query-keys';
import { i18n } from '@/lib/i18n';
import { useSocketEvent } from '@/lib/socket/live-socket';
import { useUnreadConversations } from '../api/get-unread-count';

/** 'Messages', or 'Messages, 2 unread conversations' (also the mobile menu's, in app/). */
export const messagesLabel = (count: number) =>
  count ? i18n.t('chat:header.messagesUnread', { count }) : i18n.t('chat:header.messages');

/** The header's messages icon with the count of unread conversations, kept live by the socket. */
export function MessagesLink() {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const count = useUnreadConversations().data?.count ?? 0;
  const refresh = () => void client.invalidateQueries({ queryKey: chatKeys.unreadCount() });
  useSocketEvent('message:new', refresh);
  useSocketEvent('connect', refresh);

  return (
    <Link
      to={paths.messages}
      aria-label={messagesLabel(count)}
      title={t('header.messages')}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <MessageSquareText aria-hidden="true" className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}
