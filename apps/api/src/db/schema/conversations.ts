import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messageKindEnum } from './enums';
import { properties } from './properties';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'lowId:highId' of the two participants: one conversation per pair. */
    pairKey: text().notNull(),
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.pairKey),
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null means the participant has never opened the conversation. */
    lastReadAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When this participant chose "Share my number": the other side sees it from then on. */
    phoneSharedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('participants_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    /** SYSTEM: written by RoomSetu (e.g. "You matched"), shown as a note, never e-mailed. */
    kind: messageKindEnum().notNull().default('USER'),
    /** Optional id chosen by the client, so a resend after a lost ack is not stored twice. */
    clientId: uuid(),
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    index('messages_property_idx').on(t.propertyId),
  ],
);
