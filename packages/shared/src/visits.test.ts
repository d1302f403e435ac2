import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime, indiaInstant } from './time';
import { parseVisitCard } from './visit-card';
import {
  proposeVisitInput,
  visitHoursInput,
  visitReviewInput,
  visitSlotsQuery,
} from './schemas/visits';
import {
  VISIT_MOVES,
  VISIT_STATUSES,
  canMoveVisit,
  canTakeVisitAction,
  mayTakeVisitAction,
  visitSlotProblem,
  visitsOverlap,
  type VisitStatus,
} from './visits';

// 08:00 IST on Fri 27 Nov 2026.
const NOW = new Date('2026-11-27T02:30:00.000Z');
const at = (date: string, hhmm: string) =>
  indiaInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))).toISOString();
const TOMORROW = '2026-11-28';

describe('visitSlotProblem', () => {
  it.each([
    ['09:00', 30],
    ['19:30', 30],
    ['19:15', 45],
    ['19:00', 60],
    ['12:45', 60],
  ])('accepts %s for %i minutes', (hhmm, minutes) => {
    expect(visitSlotProblem([at(TOMORROW, hhmm)], minutes, NOW)).toBeNull();
  });

  it.each([
    ['08:45', 30, 'Sat 28 Nov, 08:45 is before 09:00'],
    ['19:45', 30, 'Sat 28 Nov, 19:45 with 30 minutes ends after 20:00'],
    ['19:30', 45, 'Sat 28 Nov, 19:30 with 45 minutes ends after 20:00'],
    ['19:15', 60, 'Sat 28 Nov, 19:15 with 60 minutes ends after 20:00'],
    ['10:10', 30, 'Sat 28 Nov, 10:10 does not start on the quarter hour'],
    ['20:00', 30, 'Sat 28 Nov, 20:00 with 30 minutes ends after 20:00'],
  ])('refuses %s for %i minutes, naming it', (hhmm, minutes, message) => {
    expect(visitSlotProblem([at(TOMORROW, hhmm)], minutes, NOW)).toContain(message);
  });

  it('refuses a start with seconds (not on the quarter hour)', () => {
    const slot = new Date(Date.parse(at(TOMORROW, '10:00')) + 30_000).toISOString();
    expect(visitSlotProblem([slot], 30, NOW)).toMatch(/quarter hour/);
  });

  it('wants two hours of notice: exactly two hours is fine, less is not, the past is not', () => {
    expect(visitSlotProblem([at('2026-11-27', '10:00')], 30, NOW)).toBeNull();
    expect(visitSlotProblem([at('2026-11-27', '09:45')], 30, NOW)).toBe(
      'Fri 27 Nov, 09:45 is less than 2 hours from now.',
    );
    expect(visitSlotProblem([at('2026-11-26', '10:00')], 30, NOW)).toMatch(
      /^Thu 26 Nov, 10:00 is less than 2 hours/,
    );
  });

  it('looks at most 30 days ahead', () => {
    // 30 days after 08:00 IST is 08:00 IST; 09:00 that day is past the 30 days, the day before is not.
    expect(visitSlotProblem([at('2026-12-26', '19:30')], 30, NOW)).toBeNull();
    expect(visitSlotProblem([at('2026-12-27', '09:00')], 30, NOW)).toBe(
      'Sun 27 Dec, 09:00 is more than 30 days ahead.',
    );
    expect(visitSlotProblem([at('2026-12-28', '10:00')], 30, NOW)).toMatch(/more than 30 days/);
  });

  it('refuses duplicates, however they are written, and names the one', () => {
    const slot = at(TOMORROW, '10:00');
    expect(visitSlotProblem([slot, '2026-11-28T10:00:00+05:30'], 30, NOW)).toBe(
      'Sat 28 Nov, 10:00 is proposed twice.',
    );
  });

  it('takes one to three slots and names the bad one among good ones', () => {
    const good = [at(TOMORROW, '10:00'), at(TOMORROW, '11:00'), at(TOMORROW, '12:00')];
    expect(visitSlotProblem(good, 30, NOW)).toBeNull();
    expect(visitSlotProblem([...good, at(TOMORROW, '13:00')], 30, NOW)).toMatch(/at most 3/);
    expect(visitSlotProblem([], 30, NOW)).toMatch(/at least one/);
    expect(visitSlotProblem([good[0]!, at(TOMORROW, '08:45')], 30, NOW)).toMatch(
      /^Sat 28 Nov, 08:45/,
    );
  });
});

describe('proposeVisitInput', () => {
  const body = { propertyId: 1, slots: [at(TOMORROW, '10:00')], durationMinutes: 30 };
  it('takes 30, 45 or 60 minutes, a note up to 300 characters, 1 to 3 ISO slots', () => {
    for (const d of [30, 45, 60]) {
      expect(proposeVisitInput.safeParse({ ...body, durationMinutes: d }).success).toBe(true);
    }
    for (const d of [15, 40, 90, '30']) {
      expect(proposeVisitInput.safeParse({ ...body, durationMinutes: d }).success).toBe(false);
    }
    expect(proposeVisitInput.safeParse({ ...body, note: 'x'.repeat(300) }).success).toBe(true);
    const long = proposeVisitInput.safeParse({ ...body, note: 'x'.repeat(301) });
    expect(long.error?.issues[0]?.message).toBe('Keep the note to 300 characters.');
    expect(proposeVisitInput.safeParse({ ...body, slots: [] }).success).toBe(false);
    expect(
      proposeVisitInput.safeParse({ ...body, slots: Array(4).fill(body.slots[0]) }).success,
    ).toBe(false);
    expect(proposeVisitInput.safeParse({ ...body, slots: ['tomorrow 10am'] }).success).toBe(false);
  });
});

describe('the other schemas', () => {
  it('visit hours: quarter-hour HH:MM, ending after they start', () => {
    const ok = { weekly: [{ day: 'MON', from: '10:00', to: '18:00' }] };
    expect(visitHoursInput.safeParse(ok).success).toBe(true);
    expect(visitHoursInput.safeParse({ weekly: [] }).success).toBe(true);
    for (const w of [
      { day: 'MON', from: '10:10', to: '18:00' },
      { day: 'MON', from: '18:00', to: '10:00' },
      { day: 'MONDAY', from: '10:00', to: '18:00' },
      { day: 'MON', from: '24:00', to: '18:00' },
    ]) {
      expect(visitHoursInput.safeParse({ weekly: [w] }).success).toBe(false);
    }
  });

  it('visit slots query: at most 31 days, in order', () => {
    expect(visitSlotsQuery.parse({ from: '2026-11-28', to: '2026-12-28' }).durationMinutes).toBe(
      30,
    );
    expect(visitSlotsQuery.safeParse({ from: '2026-11-28', to: '2026-12-29' }).success).toBe(false);
    expect(visitSlotsQuery.safeParse({ from: '2026-11-28', to: '2026-11-27' }).success).toBe(false);
  });

  it('reviews: 1 to 5 whole stars, up to 500 characters', () => {
    for (const rating of [1, 5]) expect(visitReviewInput.safeParse({ rating }).success).toBe(true);
    for (const rating of [0, 6, 2.5]) {
      expect(visitReviewInput.safeParse({ rating }).success).toBe(false);
    }
    expect(visitReviewInput.safeParse({ rating: 4, text: 'x'.repeat(501) }).success).toBe(false);
  });

  it('reads a visit card back, and nothing else as one', () => {
    const card = {
      visitId: 3,
      event: 'PROPOSED',
      slots: [at(TOMORROW, '10:00')],
      startsAt: null,
      durationMinutes: 30,
      reason: null,
      text: 'Visit proposed',
    };
    expect(parseVisitCard(JSON.stringify(card))).toEqual(card);
    expect(parseVisitCard('hello')).toBeNull();
    expect(parseVisitCard('{"visitId":3}')).toBeNull();
  });
});

describe('the visit state table', () => {
  const ALLOWED: Record<VisitStatus, VisitStatus[]> = {
    PROPOSED: ['PROPOSED', 'CONFIRMED', 'DECLINED', 'CANCELLED'],
    CONFIRMED: ['PROPOSED', 'CANCELLED', 'DONE', 'NO_SHOW'],
    DECLINED: [],
    CANCELLED: [],
    DONE: [],
    NO_SHOW: [],
  };
  for (const from of VISIT_STATUSES) {
    for (const to of VISIT_STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} -> ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canMoveVisit(from, to)).toBe(allowed);
      });
    }
  }

  it('every action moves only along the table', () => {
    for (const move of Object.values(VISIT_MOVES)) {
      for (const from of move.from)
        for (const to of move.to) expect(canMoveVisit(from, to)).toBe(true);
    }
  });

  it('each action from each state', () => {
    expect(VISIT_STATUSES.filter((s) => canTakeVisitAction('accept', s))).toEqual(['PROPOSED']);
    expect(VISIT_STATUSES.filter((s) => canTakeVisitAction('decline', s))).toEqual(['PROPOSED']);
    expect(VISIT_STATUSES.filter((s) => canTakeVisitAction('reschedule', s))).toEqual([
      'PROPOSED',
      'CONFIRMED',
    ]);
    expect(VISIT_STATUSES.filter((s) => canTakeVisitAction('cancel', s))).toEqual([
      'PROPOSED',
      'CONFIRMED',
    ]);
    expect(VISIT_STATUSES.filter((s) => canTakeVisitAction('outcome', s))).toEqual(['CONFIRMED']);
  });

  it('who: the other side accepts, the owner declines, either side moves or cancels', () => {
    expect(mayTakeVisitAction('accept', 'OWNER', 'TENANT')).toBe(true);
    expect(mayTakeVisitAction('accept', 'TENANT', 'TENANT')).toBe(false);
    expect(mayTakeVisitAction('accept', 'TENANT', 'OWNER')).toBe(true);
    expect(mayTakeVisitAction('accept', 'OWNER', 'OWNER')).toBe(false);
    expect(mayTakeVisitAction('decline', 'OWNER', 'TENANT')).toBe(true);
    expect(mayTakeVisitAction('decline', 'TENANT', 'OWNER')).toBe(false);
    for (const action of ['reschedule', 'cancel', 'outcome'] as const) {
      for (const party of ['OWNER', 'TENANT'] as const) {
        expect(mayTakeVisitAction(action, party, 'TENANT')).toBe(true);
      }
    }
  });
});

describe('visitsOverlap and the IST format', () => {
  it('overlap: touching ends do not', () => {
    const start = new Date(at(TOMORROW, '10:00'));
    const half = new Date(at(TOMORROW, '10:30'));
    expect(visitsOverlap({ start, minutes: 30 }, { start: half, minutes: 30 })).toBe(false);
    expect(visitsOverlap({ start, minutes: 45 }, { start: half, minutes: 30 })).toBe(true);
    expect(visitsOverlap({ start: half, minutes: 60 }, { start, minutes: 45 })).toBe(true);
  });
  it('formats in India whatever the machine zone', () => {
    expect(formatIndiaDateTime('2026-11-28T04:30:00Z')).toBe('Sat 28 Nov, 10:00');
  });
});
