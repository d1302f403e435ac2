import { z } from 'zod';
import { CITY_VALUES } from '../cities';
import { ROLES, ROOM_PREFERENCES } from '../enums';
import { MESSAGE_FLAGS } from '../payment-flags';
import { entityId, isoDateTime } from './envelope';

/** Spec §3 Message; `clientId` echoes the sender's id so an optimistic copy can be replaced. */
/**
 * USER: written by a participant; SYSTEM: a note from RoomSetu (e.g. "You matched — say hello");
 * VISIT: a step of a visit, shown as a card (its content is JSON of `visitCard`).
 */
export const MESSAGE_KINDS = ['USER', 'SYSTEM', 'VISIT'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const chatMessage = z.object({
  id: entityId,
  conversationId: entityId,
  senderId: entityId,
  content: z.string(),
  clientId: z.string().nullable().optional(),
  /** Absent means USER. */
  kind: z.enum(MESSAGE_KINDS).optional(),
  /** PAYMENT_REQUEST: asks for money before a visit; the recipient is shown a safety note. */
  flags: z.array(z.enum(MESSAGE_FLAGS)),
  createdAt: isoDateTime,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationUser = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  /** The viewer's own; another person's only once they have written in the conversation. */
  email: z.string().nullable(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  roomPreference: z.enum(ROOM_PREFERENCES).nullable(),
  profile: z.object({ city: z.enum(CITY_VALUES).nullable() }),
});
export type ConversationUser = z.infer<typeof conversationUser>;

export const conversationParticipant = z.object({
  userId: entityId,
  user: conversationUser,
  /** Null: this participant has never opened the conversation (unread). */
  lastReadAt: isoDateTime.nullable(),
});
export type ConversationParticipant = z.infer<typeof conversationParticipant>;

export const lastMessagePreview = z
  .object({
    content: z.string(),
    createdAt: isoDateTime,
    senderId: entityId,
    /** Absent means USER. */
    kind: z.enum(MESSAGE_KINDS).optional(),
  })
  .nullable();

/** GET /api/messages/conversations: one row of the list, without the messages. */
export const conversationSummary = z.object({
  id: entityId,
  participants: z.array(conversationParticipant),
  /** The other participant's phone number, once they chose "Share my number"; else null. */
  sharedPhone: z.string().nullable(),
  /** Whether the caller shared their own number here. */
  phoneShared: z.boolean(),
  lastMessage: lastMessagePreview,
  /** True when the newest message is from the other person and came after the caller last read. */
  unread: z.boolean(),
  /** The listing of the latest inquiry (each message keeps its own); null when none. */
  propertyId: entityId.nullable(),
  createdAt: isoDateTime,
  /** Time of the newest message: the list is ordered by it. */
  updatedAt: isoDateTime,
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** A listing a conversation is about: one its inquiries were sent from. */
export const conversationListing = z.object({ id: entityId, title: z.string() });
export type ConversationListing = z.infer<typeof conversationListing>;

/** GET /api/messages/conversations/:id: one page of messages, oldest first. */
export const conversationDetail = conversationSummary
  .omit({ lastMessage: true, unread: true })
  .extend({
    /**
     * The listings its inquiries were sent from, the latest inquired first (`propertyId` is the
     * first of them); empty for a conversation about no listing (roommates).
     */
    listings: z.array(conversationListing),
    messages: z.array(chatMessage),
    /** Pass as `cursor` to load older messages; null when there are none. */
    nextCursor: entityId.nullable(),
  });
export type Conversation = z.infer<typeof conversationDetail>;

/** POST /api/messages/conversations-inquiry: the conversation it went to and the stored message. */
export const inquiryResponse = z.object({
  conversation: z.object({ id: entityId }),
  message: chatMessage,
});
export type InquiryResponse = z.infer<typeof inquiryResponse>;
