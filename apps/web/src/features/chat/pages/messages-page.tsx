import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { Seo } from '@/lib/seo';
import { useConversations } from '../api/get-conversations';
import { ConnectionBanner } from '../components/connection-banner';
import { ConversationList } from '../components/conversation-list';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useLiveConversations } from '../hooks/use-live-conversations';

export function MessagesPage() {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const conversations = useConversations();
  const live = useLiveConversations(user?.id, null);
  const { status, online, reconnect } = useChatSocket({
    onMessage: live.bump,
    onConnect: live.reloadAll,
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Seo title={t('seo.messagesTitle')} description={t('seo.messagesDescription')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('page.messages')}
      </h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      <div className="mt-4 overflow-hidden rounded-xl">
        <ConnectionBanner status={status} onRetry={reconnect} />
      </div>
      <div className="mt-4 flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
        <ConversationList
          conversations={conversations.data}
          isLoading={conversations.isPending}
          isError={conversations.isError}
          meId={user?.id}
          online={online}
        />
      </div>
    </section>
  );
}
