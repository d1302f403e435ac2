import { NO_ROOMMATE_ANSWERS, type ChatMessage, type PublicProfile } from '@roomsetu/shared';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render-app';
import type { ConversationPage } from '../api/get-conversation';
import type { ChatParticipant, ConversationListItem } from '../api/get-conversations';

export const ME = 7;
export const RAHUL = 11;
export const PRIYA = 2;

export function participant(
  userId: number,
  first: string,
  last: string,
  extra: Partial<ChatParticipant['user']> = {},
): ChatParticipant {
  return {
    userId,
    lastReadAt: null,
    user: {
      id: userId,
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}@example.com`,
      role: 'TENANT',
      avatar: null,
      profile: { city: 'jaipur' },
      roomPreference: 'LOOKING_FOR_ROOMMATE',
      ...extra,
    },
  };
}

const me = participant(ME, 'Asha', 'Verma');
const rahul = participant(RAHUL, 'Rahul', 'Sharma');
const priya = participant(PRIYA, 'Priya', 'Kapoor', {
  role: 'LANDLORD',
  roomPreference: 'PROPERTY_OWNER',
});

export function message(
  id: number,
  conversationId: number,
  senderId: number,
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    conversationId,
    senderId,
    content,
    clientId: null,
    flags: [],
    createdAt: new Date(Date.now() - (100 - id) * 60_000).toISOString(),
    ...extra,
  };
}

export function conversationList(): ConversationListItem[] {
  return [
    {
      id: 1,
      propertyId: null,
      createdAt: new Date().toISOString(),
      participants: [me, rahul],
      lastMessage: {
        content: 'See you then',
        createdAt: new Date().toISOString(),
        senderId: RAHUL,
      },
      unread: false,
      sharedPhone: null,
      phoneShared: false,
      updatedAt: new Date().toISOString(),
    },
    {
      id: 2,
      propertyId: 5,
      createdAt: new Date().toISOString(),
      participants: [me, priya],
      lastMessage: {
        content: 'The flat is available',
        createdAt: '2025-01-02T10:00:00.000Z',
        senderId: PRIYA,
      },
      unread: true,
      sharedPhone: null,
      phoneShared: false,
      updatedAt: '2025-01-02T10:00:00.000Z',
    },
  ];
}

export function conversationPage(
  id: number,
  messages: ChatMessage[],
  listings: ConversationPage['listings'] = [],
): ConversationPage {
  const list = conversationList().find((c) => c.id === id)!;
  return {
    id,
    propertyId: listings[0]?.id ?? list.propertyId,
    listings,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    participants: list.participants,
    sharedPhone: list.sharedPhone,
    phoneShared: list.phoneShared,
    messages,
    nextCursor: null,
  };
}

/** GET /api/users/:id/profile as the API answers it: no e-mail, no phone. */
export function publicProfile(id: number, first: string, last: string): PublicProfile {
  return {
    id,
    firstName: first,
    lastName: last,
    avatar: null,
    isEmailVerified: true,
    isPhoneVerified: false,
    verifications: { email: true, phone: false, id: false },
    role: 'TENANT',
    createdAt: '2025-01-10T10:00:00.000Z',
    interests: [],
    profile: {
      ...NO_ROOMMATE_ANSWERS,
      age: 27,
      gender: 'MALE',
      city: 'jaipur',
      occupation: 'Designer',
      education: null,
      roomPreference: 'LOOKING_FOR_ROOMMATE',
      budget: null,
      preferredRoommateGender: null,
      smoking: false,
      drinking: null,
      pets: null,
      foodPreference: null,
      lifestyle: null,
      cleanliness: null,
    },
  };
}

/** A fetch stub answering the chat endpoints; `pages` maps a conversation id to its messages. */
export function stubChatApi(
  pages: Record<number, ChatMessage[]>,
  list: ConversationListItem[] = conversationList(),
  listings: Record<number, ConversationPage['listings']> = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    // Nobody blocked; a block or unblock answers as the API does.
    if (url.pathname === '/api/blocks') return jsonResponse({ success: true, data: [] });
    const block = /^\/api\/blocks\/(\d+)$/.exec(url.pathname);
    if (block) {
      const data = { userId: Number(block[1]), blocked: method === 'POST' };
      return jsonResponse({ success: true, data });
    }
    if (url.pathname === '/api/messages/conversations') {
      return jsonResponse({ success: true, data: list });
    }
    const match = /^\/api\/messages\/conversations\/(\d+)$/.exec(url.pathname);
    if (match) {
      const id = Number(match[1]);
      return jsonResponse({
        success: true,
        data: conversationPage(id, pages[id] ?? [], listings[id]),
      });
    }
    if (url.pathname === `/api/users/${RAHUL}/profile`) {
      return jsonResponse({ success: true, data: publicProfile(RAHUL, 'Rahul', 'Sharma') });
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
