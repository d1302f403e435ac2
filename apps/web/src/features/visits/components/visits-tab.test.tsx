import type { VisitDetail } from '@roomsetu/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ok, stubApi } from '@/test/stub-api';
import { VisitsTab } from './visits-tab';

const party = { id: 1, firstName: 'Kabir', lastName: 'Rao', avatar: null };
const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
const past = new Date(Date.now() - 3 * 86_400_000).toISOString();

function visit(id: number, over: Partial<VisitDetail>): VisitDetail {
  return {
    id,
    status: 'PROPOSED',
    role: 'OWNER',
    property: { id: 9, title: 'Sunny room', address: 'Central, jaipur', city: 'jaipur' },
    tenant: party,
    owner: { ...party, id: 2, firstName: 'Meera' },
    slots: [future],
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
    createdAt: past,
    updatedAt: past,
    ...over,
  };
}

function draw(url = '/profile?tab=visits') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={createQueryClient()}>
        <VisitsTab />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the Visits tab', () => {
  it('lists mine and my listings’ visits with the moves each state allows', async () => {
    stubApi({
      'GET /api/visits': () =>
        ok({
          items: [
            visit(1, {}),
            visit(2, { role: 'TENANT', status: 'CONFIRMED', startsAt: future, slots: [future] }),
            visit(3, {
              role: 'TENANT',
              status: 'CONFIRMED',
              startsAt: past,
              endsAt: new Date(Date.parse(past) + 1_800_000).toISOString(),
              slots: [past],
            }),
            visit(4, { status: 'DECLINED' }),
          ],
          nextCursor: null,
        }),
    });
    draw();
    const owner = (await screen.findByRole('heading', { name: 'Visits to my listings' }))
      .parentElement!;
    expect(within(owner).getByRole('button', { name: /^Accept / })).toBeTruthy();
    expect(within(owner).getByRole('button', { name: 'Decline' })).toBeTruthy();
    const mine = screen.getByRole('heading', { name: 'Upcoming visits I make' }).parentElement!;
    const rows = within(mine).getAllByTestId('visit-row');
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel visit' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Share visit details' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /^Accept/ })).toBeNull();
    // A visit that is over asks how it went, and can no longer be cancelled.
    expect(within(rows[1]!).getByRole('button', { name: 'It took place' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Cancel visit' })).toBeNull();
    const pastVisits = screen.getByRole('heading', { name: 'Past visits' }).parentElement!;
    expect(within(pastVisits).getByText('Declined')).toBeTruthy();
    expect(within(pastVisits).queryAllByRole('button')).toEqual([]);
  });

  it('loads older visits with Load more, by the cursor of the last page', async () => {
    const api = stubApi({
      'GET /api/visits': (_body, url) =>
        url.searchParams.get('cursor') === '5'
          ? ok({ items: [visit(4, { status: 'DECLINED' })], nextCursor: null })
          : ok({ items: [visit(6, {}), visit(5, { status: 'CANCELLED' })], nextCursor: '5' }),
    });
    draw();
    const more = await screen.findByRole('button', { name: 'Load more' });
    const pastVisits = screen.getByRole('heading', { name: 'Past visits' }).parentElement!;
    expect(within(pastVisits).getAllByTestId('visit-row')).toHaveLength(1);
    await userEvent.click(more);
    await waitFor(() => expect(within(pastVisits).getAllByTestId('visit-row')).toHaveLength(2));
    expect(within(pastVisits).getByText('Declined')).toBeTruthy();
    expect(api.callsTo('GET /api/visits')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('brings the visit a notification links to into view, marked and focused', async () => {
    stubApi({
      'GET /api/visits': () =>
        ok({ items: [visit(7, {}), visit(8, { status: 'DECLINED' })], nextCursor: null }),
    });
    draw('/profile?tab=visits&visit=8');
    const rows = await screen.findAllByTestId('visit-row');
    const named = rows.find((row) => row.getAttribute('aria-current') === 'true');
    expect(named).toBe(rows[1]);
    expect(document.activeElement).toBe(named);
    expect(rows[0]!.hasAttribute('aria-current')).toBe(false);
  });
});
