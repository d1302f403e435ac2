import type { SavedSearch } from '@roomsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { SavedSearchesTab } from './saved-searches-tab';

const search = (id: number, over: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Search ${id}`,
  filters: { city: 'pune', propertyType: 'PG', minRent: 0, maxRent: 5000 },
  frequency: 'INSTANT',
  newCount: 0,
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const renderTab = () =>
  renderRoute('/profile?tab=searches', [
    { path: '/profile', element: <SavedSearchesTab /> },
    { path: '/find-rooms', element: <p>Find rooms page</p> },
  ]);

describe('SavedSearchesTab', () => {
  it('lists searches with their new counts, opens one with its filters and marks it seen', async () => {
    signInAs('TENANT');
    const api = stubApi({
      'GET /api/saved-searches': () =>
        ok([
          search(1, { name: 'Cheap PG in Pune', newCount: 3 }),
          search(2, {
            frequency: 'OFF',
            filters: { near: { lat: 18.5, lng: 73.8 }, radiusKm: 3 },
          }),
        ]),
      'POST /api/saved-searches/1/seen': () => ok(search(1)),
    });
    const { user, router } = renderTab();
    const first = (await screen.findByText('Cheap PG in Pune')).closest('li')!;
    expect(within(first).getByText('3 new')).toBeTruthy();
    expect(within(first).getByText(/PG in Pune under ₹5,000 · Alerts: Instantly/)).toBeTruthy();
    const second = screen.getByText('Search 2').closest('li')!;
    expect(within(second).queryByText(/new$/)).toBeNull();
    expect(within(second).getByText(/Alerts: Paused/)).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Open Search 2' }).getAttribute('href')).toBe(
      '/find-rooms?near=18.5%2C73.8&radiusKm=3',
    );

    await user.click(within(first).getByRole('link', { name: 'Open Cheap PG in Pune' }));
    await waitFor(() => expect(api.callsTo('POST /api/saved-searches/1/seen')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/find-rooms');
    expect(router.state.location.search).toBe('?location=pune&roomType=PG&budget=0-5000');
  });

  it('pauses, edits and deletes after a confirmation', async () => {
    signInAs('TENANT');
    const api = stubApi({
      'GET /api/saved-searches': () => ok([search(1)]),
      'PATCH /api/saved-searches/1': (body) => ok({ ...search(1), ...(body as object) }),
      'DELETE /api/saved-searches/1': () => ok({ id: 1 }),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Pause alerts for Search 1' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/saved-searches/1')[0]?.body).toEqual({ frequency: 'OFF' }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Search 1' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Pune PGs');
    await user.click(screen.getByRole('radio', { name: 'Daily at 8 am' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/saved-searches/1')[1]?.body).toEqual({
        name: 'Pune PGs',
        frequency: 'DAILY',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Search 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE /api/saved-searches/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Search 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /api/saved-searches/1')).toHaveLength(1));
  });

  it('points to Find Rooms when there is none', async () => {
    signInAs('TENANT');
    stubApi({ 'GET /api/saved-searches': () => ok([]) });
    renderTab();
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find rooms' }).getAttribute('href')).toBe(
      '/find-rooms',
    );
  });
});
