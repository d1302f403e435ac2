import { ArrowLeft, MessageSquareDashed, Phone } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { ChatUser } from '../api/get-conversations';
import { useSharePhone } from '../api/share-phone';
import type { useConversationMessages } from '../hooks/use-conversation-messages';
import { userName } from '../lib/conversation';
import { Avatar } from '@/components/ui/avatar';
import { BlockButton } from '@/components/block/block-button';
import { ChatMenu } from './chat-menu';
import { ChatScheduleVisitSlot } from './schedule-visit-slot';
import { ChatTenancyLinkSlot } from './tenancy-link-slot';
import { MessageInput } from './message-input';
import { MessageList } from './message-list';

interface Props {
  conversationId: number;
  meId: number | undefined;
  other: ChatUser | undefined;
  online: boolean;
  thread: ReturnType<typeof useConversationMessages>;
  onReport: () => void;
  onViewProfile: () => void;
}

/** The open conversation: who it is with, the messages and the box to write in. */
export function ChatThread({
  conversationId,
  meId,
  other,
  online,
  thread,
  onReport,
  onViewProfile,
}: Props) {
  const { t } = useTranslation('chat');
  const { query } = thread;
  const sharePhone = useSharePhone();
  // A chat opened from the list: the keyboard's place moves on to its heading instead of falling
  // back to the top of the page; a reader already busy elsewhere in the page keeps their place.
  const heading = useRef<HTMLHeadingElement>(null);
  const known = Boolean(other);
  useEffect(() => {
    if (!known) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-conversation-list]')) {
      heading.current?.focus();
    }
  }, [conversationId, known]);
  const notFound = query.isError && query.error instanceof ApiError && query.error.status === 404;

  if (query.isError && !query.data) {
    return (
      <ThreadMessage title={notFound ? t('thread.notFoundTitle') : t('thread.loadFailedTitle')}>
        {notFound ? t('thread.notFoundText') : t('thread.loadFailedText')}
      </ThreadMessage>
    );
  }

  const name = other ? userName(other) : '';
  const first = query.data?.pages[0];
  return (
    <>
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-5">
        <Link
          to={paths.messages}
          aria-label={t('thread.back')}
          className="-ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {other ? (
          <>
            <Avatar name={name} online={online} />
            <div className="min-w-0 flex-1">
              <h1
                ref={heading}
                tabIndex={-1}
                className="truncate font-semibold text-slate-900 outline-none"
              >
                {name}
              </h1>
              <p className="text-sm text-slate-500">
                {online ? t('thread.online') : t('thread.offline')}
              </p>
            </div>
            <ChatScheduleVisitSlot propertyId={first?.propertyId} meId={meId} />
            <ChatTenancyLinkSlot otherId={other.id} meId={meId} />
            <BlockButton userId={other.id} name={name} compact />
            <ChatMenu
              onReport={onReport}
              onViewProfile={onViewProfile}
              onSharePhone={
                first && !first.phoneShared ? () => sharePhone.mutate(conversationId) : undefined
              }
            />
          </>
        ) : (
          <h1 className="flex-1 font-semibold text-slate-900">{t('thread.chat')}</h1>
        )}
      </header>
      {first?.sharedPhone && (
        <p className="flex items-center gap-2 border-b border-slate-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900 sm:px-5">
          <Phone aria-hidden="true" className="size-4" />
          {t('thread.sharedNumber', { name })}{' '}
          <a href={`tel:${first.sharedPhone}`} className="font-semibold underline">
            {first.sharedPhone}
          </a>
        </p>
      )}
      <MessageList
        key={conversationId}
        messages={thread.messages}
        pending={thread.pending}
        meId={meId}
        isLoading={query.isPending}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        onRetry={thread.retry}
        onDiscard={thread.discard}
      />
      <MessageInput key={`input-${conversationId}`} onSend={thread.send} disabled={!other} />
    </>
  );
}

/** The middle column when there is no conversation to show. */
export function ThreadMessage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <MessageSquareDashed aria-hidden="true" className="size-12 text-slate-300" />
      <h1 className="mt-4 text-lg font-semibold text-slate-900">{title}</h1>
      {children && <p className="mt-1 max-w-sm text-sm text-slate-600">{children}</p>}
      <Link to={paths.messages} className={buttonClasses('secondary', 'sm', 'mt-5 lg:hidden')}>
        {t('thread.allMessages')}
      </Link>
    </div>
  );
}
