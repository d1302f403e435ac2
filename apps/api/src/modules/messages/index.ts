/**
 * Messages: conversations between two people, their messages, phone sharing, the chat's writes.
 * Announces a message that may wait unread (MESSAGE_EVENTS) through the job queue.
 */
export { MESSAGE_EVENTS, type MessageUnread } from './events';
export { presentMessage, presentParticipant, type ParticipantRow } from './presenter';
export {
  contactsOf,
  findOrCreateConversation,
  hasWrittenTo,
  insertMessage,
  isParticipant,
  lastMessagesOf,
  markRead,
  pairKey,
  participantsOf,
  replyRecord,
  type ReplyRecord,
} from './repository';
export { messageRoutes } from './routes';
export { sendMessage } from './service';
export { postVisitCard } from './visit-cards';
