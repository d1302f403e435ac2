import { messageFlags } from '@roomsetu/shared';
import type { MessageRow } from './repository';

export function presentMessage(m: MessageRow) {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    content: m.content,
    clientId: m.clientId,
    kind: m.kind,
    // A note from RoomSetu is never a scam; a person's message is checked as it is presented.
    flags: m.kind === 'SYSTEM' ? [] : messageFlags(m.content),
    createdAt: m.createdAt.toISOString(),
  };
}

export interface ParticipantRow {
  conversationId: number;
  userId: number;
  lastReadAt: Date | null;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  avatar: string | null;
  city: string | null;
  roomPreference: string | null;
  /** Whether this participant has written in the conversation (a message of their own). */
  hasWritten: boolean;
}

/**
 * A participant as `viewerId` sees them. Another person's e-mail only once they have written in
 * the conversation: someone who messages strangers cannot collect their addresses.
 */
export function presentParticipant(p: ParticipantRow, viewerId: number) {
  return {
    userId: p.userId,
    lastReadAt: p.lastReadAt?.toISOString() ?? null,
    user: {
      id: p.userId,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.userId === viewerId || p.hasWritten ? p.email : null,
      role: p.role,
      avatar: p.avatar,
      roomPreference: p.roomPreference,
      profile: { city: p.city },
    },
  };
}

export type PresentedMessage = ReturnType<typeof presentMessage>;
