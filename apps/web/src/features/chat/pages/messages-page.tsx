import { useAuth } from '@/lib/auth';
import { Seo } from '@/lib/seo';
import { useConversations } from '../api/get-conversations';
import { ConnectionBanner } from '../components/connection-banner';
import { ConversationList } from '../components/conversation-list';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useLiveConversations } from '../hooks/use-live-conversations';

export function MessagesPage() {
  const { user } = useAuth();
  const conversations = useConversations();
  const live = useLiveConversations(user?.id, null);
  const { status, online, reconnect } = useChatSocket({
    onMessage: live.bump,
    onConnect: live.reloadAll,
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Seo
        title="Messages"
        description="Your conversations with landlords, tenants and roommates."
      />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Messages</h1>
      <p className="mt-1 text-slate-600">
        Your conversations with landlords, tenants and roommates.
      </p>
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
