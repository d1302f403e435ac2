import { ConversationFavoriteButton } from '@/features/favorites/components/conversation-favorite-button';
import { ConversationFavoriteSlotContext } from '@/features/chat/components/conversation-favorite-slot';
import { ChatPage } from '@/features/chat/pages/chat-page';

/** /chat: the conversation, with the favorites feature's button in its side panel. */
export function ChatRoute() {
  return (
    <ConversationFavoriteSlotContext value={ConversationFavoriteButton}>
      <ChatPage />
    </ConversationFavoriteSlotContext>
  );
}
