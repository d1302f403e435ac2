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
  /** Sent again with the same id (a lost answer, a retry), the inquiry is stored once. */
  clientId: z.uuid().optional(),
});
export type InquiryInput = z.infer<typeof inquiryInput>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Room for the details block the web adds under the message, within the server's limit. */
export const MAX_INQUIRY_MESSAGE = MAX_MESSAGE_LENGTH - 600;

/**
 * The roommate page's inquiry form (spec §2): the web composes its fields into the text of an
 * inquiryInput (POST /api/messages/conversations-inquiry).
 */
export const roommateInquiryForm = z.object({
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Please select an inquiry type' }),
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{10}$/.test(v), VALIDATION.phoneInvalid),
  email: z.string().trim().min(1, VALIDATION.emailRequired).pipe(z.email(VALIDATION.emailInvalid)),
  occupation: z.string().trim().max(120),
  moveInDate: z.string().refine((v) => v === '' || ISO_DATE.test(v), VALIDATION.dateInvalid),
  message: z
    .string()
    .trim()
    .min(1, VALIDATION.inquiryMessageRequired)
    .max(MAX_INQUIRY_MESSAGE, VALIDATION.messageTooLong),
  terms: z.boolean().refine((v) => v, VALIDATION.termsRequired),
});
export type RoommateInquiryValues = z.input<typeof roommateInquiryForm>;

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
