import type { ChatMessage } from '@roomsetu/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { offerPush } from '@/lib/push/offer';
import { Seo } from '@/lib/seo';
import { useConversations } from '../api/get-conversations';
import { ChatSidePanel } from '../components/chat-side-panel';
import { ChatThread, ThreadMessage } from '../components/chat-thread';
import { ConnectionBanner } from '../components/connection-banner';
import { ConversationList } from '../components/conversation-list';
import { ProfileModal } from '../components/profile-modal';
import { ReportDialog } from '../components/report-dialog';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useConversationMessages } from '../hooks/use-conversation-messages';
import { useLiveConversations } from '../hooks/use-live-conversations';
import { conversationKind, otherParticipant } from '../lib/conversation';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

export function ChatPage() {
  const { t } = useTranslation(['chat', 'messages']);
  const { user } = useAuth();
  const meId = user?.id;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const convoId = parseId(params.get('convoId'));
  const conversations = useConversations();
  const live = useLiveConversations(meId, convoId);
  const [dialog, setDialog] = useState<'report' | 'profile' | null>(null);

  const onMessage = (message: ChatMessage) => {
    live.bump(message);
    // Only the open conversation shows it; the others just move up the list.
    if (message.conversationId === convoId) thread.receive(message);
  };
  const { socket, status, online, reconnect } = useChatSocket({
    onMessage,
    onConnect: live.reloadAll,
  });
  const connected = status === 'connected';
  const thread = useConversationMessages(convoId, {
    onDelivered: (message) => {
      live.bump(message);
      offerPush('message');
    },
  });

  // No conversation chosen: open the newest one.
  const first = conversations.data?.[0]?.id;
  useEffect(() => {
    if (convoId === null && first !== undefined) {
      void navigate(paths.chat(first), { replace: true });
    }
  }, [convoId, first, navigate]);

  // Join the room on opening and after every reconnection.
  useEffect(() => {
    if (socket && connected && convoId !== null) socket.joinConversation(convoId);
  }, [socket, connected, convoId]);

  // Read on opening, and again whenever the other person's message arrives while it is open.
  const latestIncoming = thread.messages.findLast((m) => m.senderId !== meId)?.id;
  const { markRead, readStored } = live;
  useEffect(() => {
    if (convoId === null) return;
    markRead(convoId);
    // Also after a message arrived here: the header may have counted it before it was read.
    if (socket && connected) void socket.markRead(convoId).then(readStored);
  }, [socket, connected, convoId, latestIncoming, markRead, readStored]);

  const summary = conversations.data?.find((c) => c.id === convoId);
  const participants = thread.query.data?.pages[0]?.participants ?? summary?.participants ?? [];
  const other = otherParticipant(participants, meId);
  const otherOnline = !!other && online.has(other.userId);
  const kind = conversationKind(
    {
      participants,
      propertyId: summary?.propertyId ?? thread.query.data?.pages[0]?.propertyId ?? null,
    },
    meId,
  );

  let middle;
  if (convoId !== null) {
    middle = (
      <ChatThread
        conversationId={convoId}
        meId={meId}
        other={other?.user}
        online={otherOnline}
        thread={thread}
        onReport={() => setDialog('report')}
        onViewProfile={() => setDialog('profile')}
      />
    );
  } else if (conversations.isPending) {
    middle = <Spinner label={t('page.loadingConversations')} className="flex-1" />;
  } else {
    middle = <ThreadMessage title={t('messages:selectConversation')} />;
  }

  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-7xl border-slate-200 lg:border-x">
      <Seo title={t('seo.chatTitle')} description={t('seo.chatDescription')} />
      <aside
        aria-label={t('page.yourConversations')}
        className="hidden w-72 shrink-0 flex-col border-r border-slate-200 p-3 lg:flex xl:w-80"
      >
        <h2 className="px-1 pb-3 text-lg font-semibold text-slate-900">{t('page.messages')}</h2>
        <ConversationList
          conversations={conversations.data}
          isLoading={conversations.isPending}
          isError={conversations.isError}
          meId={meId}
          activeId={convoId}
          online={online}
          compact
        />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <ConnectionBanner status={status} onRetry={reconnect} />
        {middle}
      </div>
      {convoId !== null && other && (
        <aside
          aria-label={t('page.aboutConversation')}
          className="hidden w-72 shrink-0 border-l border-slate-200 lg:block"
        >
          <ChatSidePanel
            conversationId={convoId}
            other={other.user}
            kind={kind}
            listings={thread.query.data?.pages[0]?.listings ?? []}
            online={otherOnline}
            onViewProfile={() => setDialog('profile')}
          />
        </aside>
      )}
      {convoId !== null && (
        <ReportDialog
          conversationId={convoId}
          open={dialog === 'report'}
          onClose={() => setDialog(null)}
        />
      )}
      {other && (
        <ProfileModal
          userId={other.userId}
          email={other.user.email ?? undefined}
          open={dialog === 'profile'}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
