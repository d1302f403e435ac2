import {
  getCity,
  visitSlotLabel,
  type ChatMessage,
  type ConversationRoleFilter,
  type IsoDateTime,
  type VisitCard,
} from '@roomsetu/shared';
import { formatDate, formatTime, indiaDay, todayInIndia } from '@roomsetu/shared';
import { currentLanguage, i18n } from '@/lib/i18n';
import type { ChatParticipant, ChatUser, ConversationListItem } from '../api/get-conversations';

type Kind = Exclude<ConversationRoleFilter, 'ALL'>;

/** The person on the other side (a conversation is always between two people). */
export function otherParticipant(
  participants: readonly ChatParticipant[],
  meId: number | undefined,
): ChatParticipant | undefined {
  return participants.find((p) => p.userId !== meId) ?? participants[0];
}

/** Full name, else the e-mail (shown once they have written), else a neutral word. */
export function userName(user: Pick<ChatUser, 'firstName' | 'lastName' | 'email'>): string {
  return (
    `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() ||
    user.email ||
    i18n.t('chat:user.fallback')
  );
}

/**
 * A visit card's one line (the list's preview, the chat without the visits feature), in the
 * reader's language: the card's own text is the server's English.
 */
export function visitCardText(card: VisitCard): string {
  const minutes = card.durationMinutes;
  switch (card.event) {
    case 'PROPOSED':
    case 'RESCHEDULED':
      return i18n.t(`chat:visitCard.event.${card.event}`, {
        times: card.slots
          .map((slot) => visitSlotLabel(slot, currentLanguage()))
          .join(i18n.t('chat:visitCard.or')),
        minutes,
      });
    case 'CONFIRMED':
      return card.startsAt
        ? i18n.t('chat:visitCard.event.CONFIRMED', {
            when: visitSlotLabel(card.startsAt, currentLanguage()),
            minutes,
          })
        : card.text;
    case 'DECLINED':
    case 'CANCELLED':
      return card.reason
        ? i18n.t(`chat:visitCard.withReason.${card.event}`, { reason: card.reason })
        : i18n.t(`chat:visitCard.event.${card.event}`);
  }
}

/** 'Jaipur, Rajasthan, India', or null when the city is unknown. */
export function cityLine(city: string | null | undefined): string | null {
  const info = city ? getCity(city) : undefined;
  return info ? `${info.label}, ${info.state}, ${info.country}` : null;
}

/**
 * The role filter a conversation answers to: the other side's role, except that a tenant
 * looking for a room or a roommate, in a conversation about no property, is a ROOMMATE.
 */
export function conversationKind(
  convo: Pick<ConversationListItem, 'participants' | 'propertyId'>,
  meId: number | undefined,
): Kind {
  const other = otherParticipant(convo.participants, meId)?.user;
  if (other?.role === 'LANDLORD') return 'LANDLORD';
  const seeker =
    other?.roomPreference === 'LOOKING_FOR_ROOM' ||
    other?.roomPreference === 'LOOKING_FOR_ROOMMATE';
  return other?.role === 'TENANT' && seeker && !convo.propertyId ? 'ROOMMATE' : 'TENANT';
}

export function filterConversations(
  list: readonly ConversationListItem[],
  meId: number | undefined,
  search: string,
  role: ConversationRoleFilter,
): ConversationListItem[] {
  const needle = search.trim().toLowerCase();
  return list.filter((convo) => {
    if (role !== 'ALL' && conversationKind(convo, meId) !== role) return false;
    if (!needle) return true;
    const other = otherParticipant(convo.participants, meId)?.user;
    return !!other && `${userName(other)} ${other.email ?? ''}`.toLowerCase().includes(needle);
  });
}

/** HH:MM for today, DD-MM-YYYY for older days. */
export function listTime(value: IsoDateTime, now: Date = new Date()): string {
  const day = indiaDay(value);
  if (!day) return '';
  return day === todayInIndia(now) ? formatTime(value) : formatDate(value);
}

/**
 * The list after a message arrived: its conversation moves to the top with the new last
 * message, unread unless it is the user's own or the open one. Null when the conversation is
 * not in the list (a new one): the caller reloads the list.
 */
export function bumpConversation(
  list: readonly ConversationListItem[],
  message: ChatMessage,
  { meId, activeId }: { meId: number | undefined; activeId: number | null },
): ConversationListItem[] | null {
  const current = list.find((c) => c.id === message.conversationId);
  if (!current) return null;
  const previous = current.lastMessage;
  // An older message (a late ack, a replay) never replaces a newer last message.
  if (previous && new Date(previous.createdAt) > new Date(message.createdAt)) return [...list];
  const mine = message.senderId === meId;
  const updated: ConversationListItem = {
    ...current,
    lastMessage: {
      content: message.content,
      createdAt: message.createdAt,
      senderId: message.senderId,
    },
    updatedAt: message.createdAt,
    unread: mine || message.conversationId === activeId ? false : true,
  };
  return [updated, ...list.filter((c) => c.id !== current.id)];
}

export function markConversationRead(
  list: readonly ConversationListItem[],
  id: number,
): ConversationListItem[] {
  return list.map((c) => (c.id === id && c.unread ? { ...c, unread: false } : c));
}
