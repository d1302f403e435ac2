import type { PresentedCard } from '../properties';
import { presentParticipant, type ParticipantRow } from '../messages';
import type { FavoriteRow } from './repository';

export interface ConversationParts {
  id: number;
  propertyId: number | null;
  createdAt: Date;
  participants: ParticipantRow[];
  lastMessage: { content: string; createdAt: Date; senderId: number } | null;
}

/** The chat panel and the Favorites tab show who is on the other side and the last words. */
export function presentFavoriteConversation(c: ConversationParts, viewerId: number) {
  const participants = c.participants.map((p) => presentParticipant(p, viewerId));
  return {
    id: c.id,
    propertyId: c.propertyId,
    createdAt: c.createdAt.toISOString(),
    participants,
    otherUser: participants.find((p) => p.userId !== viewerId)?.user ?? null,
    lastMessage: c.lastMessage && {
      content: c.lastMessage.content,
      createdAt: c.lastMessage.createdAt.toISOString(),
      senderId: c.lastMessage.senderId,
    },
  };
}

export type PresentedFavoriteConversation = ReturnType<typeof presentFavoriteConversation>;

export function presentFavorite(
  f: FavoriteRow,
  property: PresentedCard | null,
  conversation: PresentedFavoriteConversation | null,
) {
  return {
    id: f.id,
    type: f.type,
    propertyId: f.propertyId,
    property,
    conversationId: f.conversationId,
    conversation,
    createdAt: f.createdAt.toISOString(),
  };
}

export type PresentedFavorite = ReturnType<typeof presentFavorite>;
