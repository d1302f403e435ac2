import { ConversationFavoriteButton } from '@/features/favorites/components/conversation-favorite-button';
import { ConversationFavoriteSlotContext } from '@/features/chat/components/conversation-favorite-slot';
import { ChatScheduleVisitContext } from '@/features/chat/components/schedule-visit-slot';
import { VisitCardSlotContext } from '@/features/chat/components/visit-card-slot';
import { ChatPage } from '@/features/chat/pages/chat-page';
import { ChatScheduleVisit } from '@/features/visits/components/chat-schedule-visit';
import { VisitCard } from '@/features/visits/components/visit-card';

/** /chat: the conversation, with the favorites feature's button and the visits feature's cards. */
export function ChatRoute() {
  return (
    <ConversationFavoriteSlotContext value={ConversationFavoriteButton}>
      <VisitCardSlotContext value={VisitCard}>
        <ChatScheduleVisitContext value={ChatScheduleVisit}>
          <ChatPage />
        </ChatScheduleVisitContext>
      </VisitCardSlotContext>
    </ConversationFavoriteSlotContext>
  );
}
