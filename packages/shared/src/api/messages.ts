import type { City } from '../cities';
import type { Role, RoomPreference } from '../enums';
import type { IsoDateTime } from './envelope';

/** Spec §3 Message; `clientId` echoes the sender's id so an optimistic copy can be replaced. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  clientId?: string | null;
  createdAt: IsoDateTime;
}

export interface ConversationUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatar: string | null;
  roomPreference: RoomPreference | null;
  profile: { city: City | null };
}

export interface ConversationParticipant {
  userId: number;
  user: ConversationUser;
  /** Null: this participant has never opened the conversation (unread). */
  lastReadAt: IsoDateTime | null;
}

/** GET /api/messages/conversations: one row of the list, without the messages. */
export interface ConversationSummary {
  id: number;
  participants: ConversationParticipant[];
  lastMessage: { content: string; createdAt: IsoDateTime; senderId: number } | null;
  /** True when the newest message is from the other person and came after the caller last read. */
  unread: boolean;
  propertyId: number | null;
  createdAt: IsoDateTime;
  /** Time of the newest message: the list is ordered by it. */
  updatedAt: IsoDateTime;
}

/** GET /api/messages/conversations/:id: one page of messages, oldest first. */
export interface Conversation extends Omit<ConversationSummary, 'lastMessage' | 'unread'> {
  messages: ChatMessage[];
  /** Pass as `cursor` to load older messages; null when there are none. */
  nextCursor: number | null;
}

/** POST /api/messages/conversations-inquiry. */
export interface InquiryResponse {
  conversation: ConversationSummary;
  message: ChatMessage;
}
