import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, offline, ok, stubApi } from '@/test/stub-api';
import { SaveSearchButton } from './save-search-button';

const renderAt = (url: string) =>
  renderRoute(url, [
    { path: '/find-rooms', element: <SaveSearchButton /> },
    { path: '/sign-in', element: <p>Sign-in page</p> },
  ]);

describe('SaveSearchButton', () => {
  it('prefills the name from the filters and saves them with the map box and point', async () => {
    signInAs('TENANT');
    const api = stubApi({ 'POST /api/saved-searches': () => ok({ id: 1 }, 201) });
    const { user } = renderAt(
      '/find-rooms?location=bangalore&roomType=PG&budget=10000-20000&near=12.97,77.59&radiusKm=3&bbox=77.5,12.9,77.7,13.1&sort=PRICE_LOW',
    );
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('PG in Bengaluru for ₹10,000–₹20,000');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect((screen.getByRole('radio', { name: 'Instantly' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(screen.getByRole('radio', { name: 'Daily at 8 am' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(api.callsTo('POST /api/saved-searches')).toHaveLength(1));
    expect(api.callsTo('POST /api/saved-searches')[0]!.body).toEqual({
      name: 'PG in Bengaluru for ₹10,000–₹20,000',
      frequency: 'DAILY',
      filters: {
        city: 'bengaluru',
        propertyType: 'PG',
        minRent: 10000,
        maxRent: 20000,
        bbox: '77.5,12.9,77.7,13.1',
        near: '12.97,77.59',
        radiusKm: '3',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['/find-rooms?location=pune&budget=0-5000', 'Rooms in Pune under ₹5,000'],
    ['/find-rooms?roomType=APARTMENT&budget=50000-1000000', 'Apartment from ₹50,000'],
    ['/find-rooms', 'Rooms'],
    ['/find-rooms?near=18.5,73.8', 'Rooms near the chosen place'],
    // A near-search is named after its place, not the city it is in.
    [
      '/find-rooms?location=bangalore&near=12.93,77.62&place=Koramangala&budget=10000-20000',
      'Rooms near Koramangala for ₹10,000–₹20,000',
    ],
    ['/find-rooms?location=bangalore&place=Koramangala', 'Rooms in Bengaluru'],
  ])('names %s "%s"', async (url, expected) => {
    signInAs('TENANT');
    stubApi({});
    const { user } = renderAt(url);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(expected);
  });

  it('refuses an empty name and shows the limit from the server', async () => {
    signInAs('TENANT');
    const api = stubApi({
      'POST /api/saved-searches': () =>
        fail(409, 'You can save at most 20 searches. Delete one to save another.'),
    });
    const { user } = renderAt('/find-rooms?location=pune');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Give this search a name')).toBeTruthy();
    expect(api.callsTo('POST /api/saved-searches')).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'Pune rooms');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('at most 20 searches'),
    );
    expect(screen.getByRole('link', { name: 'Manage saved searches' })).toBeTruthy();
  });

  it('says the device is offline instead of spinning, and keeps the dialog to try again', async () => {
    signInAs('TENANT');
    stubApi({ 'POST /api/saved-searches': offline });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderAt('/find-rooms?location=pune');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('You’re offline — try again when you’re connected'),
    );
    expect(screen.getByRole('button', { name: 'Save search' })).toHaveProperty('disabled', false);
  });

  it('asks a signed-out visitor to sign in and brings them back to the same search', async () => {
    const { user, router } = renderAt('/find-rooms?location=pune&budget=0-5000');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent('/find-rooms?location=pune&budget=0-5000&save=1')}`,
    );
    await user.click(signIn);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/find-rooms?location=pune&budget=0-5000&save=1',
    );
  });

  it('back from signing in, the dialog is open again without a second press', async () => {
    signInAs('TENANT');
    const { router } = renderAt('/find-rooms?location=pune&budget=0-5000&save=1');
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toContain('Pune');
    // The mark is used once: a reload or a shared link does not open it again.
    await waitFor(() => expect(router.state.location.search).toBe('?location=pune&budget=0-5000'));
  });
});
