import { z } from 'zod';
import { CONVERSATION_PAGE_SIZE, MAX_MESSAGE_LENGTH, MAX_PAGE_SIZE } from '../constants';
import { INQUIRY_TYPES } from '../enums';
import { VALIDATION } from '../messages';
import { idField, queryInt, requiredText } from './fields';

const withinLength = [
  (text: string) => text.length <= MAX_MESSAGE_LENGTH,
  VALIDATION.messageTooLong,
] as const;

/** POST /api/messages/conversations-inquiry: opens (or reuses) the conversation with the receiver. */
export const inquiryInput = z.object({
  receiverId: idField(),
  text: requiredText(VALIDATION.inquiryMessageRequired, withinLength),
  propertyId: idField().optional(),
  inquiryType: z.enum(INQUIRY_TYPES).optional(),
});
export type InquiryInput = z.infer<typeof inquiryInput>;

/** The socket's send_message payload; `clientId` lets a resend after a lost ack be stored once. */
export const sendMessageInput = z.object({
  conversationId: idField(),
  body: requiredText(VALIDATION.chatMessageRequired, withinLength),
  clientId: z.uuid().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/** The socket's join_conversation and mark_read payload: an id within PostgreSQL's integer range. */
export const conversationRefInput = z.object({ conversationId: idField() });
export type ConversationRefInput = z.infer<typeof conversationRefInput>;

/** GET /api/messages/conversations/:id: newest messages first page, `cursor` = oldest id seen. */
export const conversationQuery = z.object({
  cursor: idField(Number.MAX_SAFE_INTEGER).optional(),
  limit: queryInt(CONVERSATION_PAGE_SIZE, 1, MAX_PAGE_SIZE),
});
export type ConversationQuery = z.infer<typeof conversationQuery>;
