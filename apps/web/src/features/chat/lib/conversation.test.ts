import type { VisitCard } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { conversationList, ME, message, participant, PRIYA, RAHUL } from '../testing/fixtures';
import {
  bumpConversation,
  cityLine,
  conversationKind,
  listTime,
  markConversationRead,
  userName,
  visitCardText,
} from './conversation';
import { newClientId } from '@/lib/client-id';
import type { PendingMessage } from '@/lib/socket/outbox';
import { mergeMessages, visiblePending } from './messages';

describe('conversation helpers', () => {
  it('classifies the other side: landlord, roommate (no property) or tenant', () => {
    const [roommate, landlord] = conversationList();
    expect(conversationKind(roommate!, ME)).toBe('ROOMMATE');
    expect(conversationKind(landlord!, ME)).toBe('LANDLORD');
    expect(conversationKind({ ...roommate!, propertyId: 3 }, ME)).toBe('TENANT');
    // Seen from the landlord's side, the seeker writing about a flat is a tenant.
    expect(conversationKind(landlord!, PRIYA)).toBe('TENANT');
  });

  it('names a person by full name, else e-mail, and places their city', () => {
    expect(userName(participant(1, 'Asha', 'Verma').user)).toBe('Asha Verma');
    expect(userName({ firstName: '', lastName: '', email: 'x@y.in' })).toBe('x@y.in');
    expect(cityLine('mumbai')).toBe('Mumbai, Maharashtra, India');
    expect(cityLine(null)).toBeNull();
  });

  it("shows HH:MM for today and DD-MM-YYYY before, by India's clock on any machine", () => {
    const now = new Date('2025-05-20T12:30:00Z'); // 18:00 IST
    expect(listTime('2025-05-20T03:35:00Z', now)).toBe('09:05');
    // 00:10 IST on the 20th is still 19 May in UTC: today in India.
    expect(listTime('2025-05-19T18:40:00Z', now)).toBe('00:10');
    expect(listTime('2025-05-19T18:29:00Z', now)).toBe('19-05-2025');
  });

  it('moves a conversation to the top, unread unless mine or open', () => {
    const list = conversationList();
    const incoming = message(9, 2, PRIYA, 'Still keen?', { createdAt: new Date().toISOString() });
    const bumped = bumpConversation(list, incoming, { meId: ME, activeId: null })!;
    expect(bumped.map((c) => c.id)).toEqual([2, 1]);
    expect(bumped[0]).toMatchObject({ unread: true, lastMessage: { content: 'Still keen?' } });
    expect(bumpConversation(list, incoming, { meId: ME, activeId: 2 })![0]!.unread).toBe(false);
    const mine = { ...incoming, senderId: ME };
    expect(bumpConversation(list, mine, { meId: ME, activeId: null })![0]!.unread).toBe(false);
    expect(
      bumpConversation(list, { ...incoming, conversationId: 77 }, { meId: ME, activeId: null }),
    ).toBeNull();
    expect(markConversationRead(list, 2)[1]!.unread).toBe(false);
  });
});

describe('visit card lines', () => {
  const card: VisitCard = {
    visitId: 5,
    event: 'PROPOSED',
    slots: ['2026-11-28T04:30:00.000Z', '2026-11-28T06:00:00.000Z'],
    startsAt: null,
    durationMinutes: 30,
    reason: null,
    text: 'Visit proposed: Sat 28 Nov, 10:00 or Sat 28 Nov, 11:30 (30 min)',
  };

  it('reads in English exactly as the server wrote the card', () => {
    expect(visitCardText(card)).toBe(card.text);
    expect(visitCardText({ ...card, event: 'CANCELLED', reason: 'Found a flat' })).toBe(
      'Visit cancelled: Found a flat',
    );
    expect(visitCardText({ ...card, event: 'DECLINED' })).toBe('Visit declined');
  });

  it('reads in Hindi, and names an unnamed person in Hindi too', async () => {
    i18n.addResourceBundle('hi', 'chat', hi.chat);
    await i18n.changeLanguage('hi');
    try {
      expect(visitCardText(card)).toBe(
        'विज़िट का प्रस्ताव: शनि 28 नव॰, 10:00 या शनि 28 नव॰, 11:30 (30 मिनट)',
      );
      expect(userName({ firstName: '', lastName: '', email: null })).toBe('RoomSetu यूज़र');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('message helpers', () => {
  it('merges by id in stored order', () => {
    const a = message(3, 1, RAHUL, 'c');
    const b = message(1, 1, ME, 'a');
    expect(mergeMessages([a, b], [a]).map((m) => m.id)).toEqual([1, 3]);
  });

  it('hides a pending copy once its stored message is known, and other conversations', () => {
    const pending: PendingMessage[] = [
      { clientId: 'c1', conversationId: 1, content: 'x', createdAt: '', status: 'sending' },
      { clientId: 'c2', conversationId: 1, content: 'y', createdAt: '', status: 'failed' },
      { clientId: 'c3', conversationId: 2, content: 'z', createdAt: '', status: 'sending' },
    ];
    const stored = [message(5, 1, ME, 'x', { clientId: 'c1' })];
    expect(visiblePending(pending, stored, 1).map((p) => p.clientId)).toEqual(['c2']);
  });

  it('makes uuid v4 client ids', () => {
    expect(newClientId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
