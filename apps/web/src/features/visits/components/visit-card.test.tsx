import type { VisitCard as Card, VisitDetail } from '@roomsetu/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ok, stubApi } from '@/test/stub-api';
import { VisitCard } from './visit-card';

const SLOTS = ['2026-11-28T04:30:00.000Z', '2026-11-28T06:00:00.000Z'];
const card: Card = {
  visitId: 5,
  event: 'PROPOSED',
  slots: SLOTS,
  startsAt: null,
  durationMinutes: 30,
  reason: null,
  text: 'Visit proposed: Sat 28 Nov, 10:00 or Sat 28 Nov, 11:30 (30 min)',
};

function visit(over: Partial<VisitDetail> = {}): VisitDetail {
  const party = { id: 1, firstName: 'Kabir', lastName: 'Rao', avatar: null };
  return {
    id: 5,
    status: 'PROPOSED',
    role: 'OWNER',
    property: { id: 9, title: 'Sunny room', address: 'Central, jaipur', city: 'jaipur' },
    tenant: party,
    owner: { ...party, id: 2, firstName: 'Meera' },
    slots: SLOTS,
    proposedBy: 'TENANT',
    startsAt: null,
    endsAt: null,
    durationMinutes: 30,
    note: null,
    reason: null,
    sequence: 0,
    outcome: { tenant: null, owner: null },
    conversationId: 3,
    canReview: false,
    createdAt: SLOTS[0]!,
    updatedAt: SLOTS[0]!,
    ...over,
  };
}

function show(mine: boolean, detail: VisitDetail) {
  const api = stubApi({
    'GET /api/visits/5': () => ok(detail),
    'POST /api/visits/5/accept': () => ok({ ...detail, status: 'CONFIRMED' }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ol>
        <VisitCard content={JSON.stringify(card)} mine={mine} />
      </ol>
    </QueryClientProvider>,
  );
  return api;
}

describe('the visit card in the chat', () => {
  it('offers the owner Accept on each proposed time, and accepts the one pressed', async () => {
    const api = show(false, visit());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept Sat 28 Nov, 11:30' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/visits/5/accept')).toEqual([
        { method: 'POST', path: '/api/visits/5/accept', body: { slot: SLOTS[1] } },
      ]),
    );
  });

  it('offers no Accept to the side that proposed, nor once the visit moved on', async () => {
    show(true, visit({ role: 'TENANT' }));
    expect(await screen.findByText('Visit proposed')).toBeTruthy();
    await screen.findByText('Sat 28 Nov, 10:00 · 30 min');
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('says what became of a proposal that was confirmed since', async () => {
    show(false, visit({ status: 'CONFIRMED', startsAt: SLOTS[0]!, slots: [SLOTS[0]!] }));
    expect(await screen.findByText('Now confirmed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('is in Hindi when Hindi is chosen', async () => {
    i18n.addResourceBundle('hi', 'visits', hi.visits);
    await i18n.changeLanguage('hi');
    try {
      show(false, visit());
      expect(await screen.findByText('विज़िट का प्रस्ताव')).toBeTruthy();
      expect(screen.getByText('शनि 28 नव॰, 10:00 · 30 मिनट')).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'शनि 28 नव॰, 11:30 मंज़ूर करें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
