import { createContext, useContext, type ComponentType } from 'react';

export interface ConversationFavoriteSlotProps {
  conversationId: number;
}

/**
 * What fills the panel's favourite slot. The favorites feature owns that button; the app
 * composes it into the chat page (features never import each other), so the chat alone
 * renders nothing there.
 */
export const ConversationFavoriteSlotContext =
  createContext<ComponentType<ConversationFavoriteSlotProps> | null>(null);

/** 'Add to Favorites' / 'Remove from Favorites' for the open conversation (spec §2, §4). */
export function ConversationFavoriteSlot({ conversationId }: ConversationFavoriteSlotProps) {
  const Favorite = useContext(ConversationFavoriteSlotContext);
  return Favorite ? <Favorite conversationId={conversationId} /> : null;
}
