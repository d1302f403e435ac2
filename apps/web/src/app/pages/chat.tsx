import { lazy, Suspense } from 'react';
import { ConversationFavoriteButton } from '@/features/favorites/components/conversation-favorite-button';
import { ConversationFavoriteSlotContext } from '@/features/chat/components/conversation-favorite-slot';
import { ChatScheduleVisitContext } from '@/features/chat/components/schedule-visit-slot';
import {
  ChatTenancyLinkContext,
  type ChatTenancyLinkProps,
} from '@/features/chat/components/tenancy-link-slot';
import { VisitCardSlotContext } from '@/features/chat/components/visit-card-slot';
import { ChatPage } from '@/features/chat/pages/chat-page';
import { ChatScheduleVisit } from '@/features/visits/components/chat-schedule-visit';
import { VisitCard } from '@/features/visits/components/visit-card';

// The tenancies feature's header link: its code and texts load once a conversation is open.
const TenancyLink = lazy(async () => ({
  default: (await import('@/features/tenancies/components/chat-tenancy-link')).ChatTenancyLink,
}));

function ChatTenancyLink(props: ChatTenancyLinkProps) {
  return (
    <Suspense fallback={null}>
      <TenancyLink {...props} />
    </Suspense>
  );
}

/**
 * /chat: the conversation, with the favorites feature's button, the visits feature's cards and
 * the tenancies feature's link to the pair's tenancy.
 */
export function ChatRoute() {
  return (
    <ConversationFavoriteSlotContext value={ConversationFavoriteButton}>
      <VisitCardSlotContext value={VisitCard}>
        <ChatScheduleVisitContext value={ChatScheduleVisit}>
          <ChatTenancyLinkContext value={ChatTenancyLink}>
            <ChatPage />
          </ChatTenancyLinkContext>
        </ChatScheduleVisitContext>
      </VisitCardSlotContext>
    </ConversationFavoriteSlotContext>
  );
}
