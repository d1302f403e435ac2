/** What other modules may use of messages (through the composition root's ports). */
export { replyRecord, type ReplyRecord } from './repository';
