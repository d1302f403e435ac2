import { describe, expect, it } from 'vitest';
import { visitCard } from './api/visits';
import { parseVisitCard } from './visit-card';

const card = {
  visitId: 7,
  event: 'CONFIRMED',
  slots: ['2026-12-02T05:30:00.000Z'],
  startsAt: '2026-12-02T05:30:00.000Z',
  durationMinutes: 30,
  reason: null,
  text: 'Visit confirmed for Wed 2 Dec, 11:00',
};

describe('parseVisitCard', () => {
  it('reads what the schema accepts, and only its fields', () => {
    expect(visitCard.safeParse(card).success).toBe(true);
    expect(parseVisitCard(JSON.stringify({ ...card, extra: 1 }))).toEqual(card);
  });

  it.each([
    ['not JSON', 'Visit update'],
    ['null', 'null'],
    ['an unknown event', JSON.stringify({ ...card, event: 'MOVED' })],
    ['a visit id of 0', JSON.stringify({ ...card, visitId: 0 })],
    ['a slot that is no time', JSON.stringify({ ...card, slots: ['soon'] })],
    ['a duration of 20 minutes', JSON.stringify({ ...card, durationMinutes: 20 })],
    ['no text', JSON.stringify({ ...card, text: undefined })],
    ['a reason that is a number', JSON.stringify({ ...card, reason: 3 })],
  ])('refuses %s, as the schema does', (_name, content) => {
    expect(parseVisitCard(content)).toBeNull();
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      return;
    }
    expect(visitCard.safeParse(parsed).success).toBe(false);
  });
});
