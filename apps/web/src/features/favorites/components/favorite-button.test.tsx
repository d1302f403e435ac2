import { MESSAGES } from '@roomsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { FavoriteButton } from './favorite-button';

const PROPERTY_ID = 5;

/** A tiny favorites API: one property, stored favorite or none; each verb can be made to fail. */
function favoritesServer(options: { favoriteId?: number; fail?: 'GET' | 'POST' | 'DELETE' } = {}) {
  let favoriteId = options.favoriteId ?? null;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (!url.startsWith('/api/favorite')) return jsonResponse({ success: true, data: null });
    if (options.fail === method) return jsonResponse({ success: false, error: 'Server down' }, 500);
    if (method === 'GET') {
      const data = favoriteId
        ? { id: favoriteId, type: 'PROPERTY', propertyId: PROPERTY_ID }
        : null;
      return jsonResponse({ success: true, data });
    }
    if (method === 'POST') {
      favoriteId = 42;
      return jsonResponse({ success: true, data: { id: 42 } }, 201);
    }
    favoriteId = null;
    return jsonResponse({ success: true, data: { id: 42 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderButton() {
  return renderRoute('/room', [
    { path: '/room', element: <FavoriteButton propertyId={PROPERTY_ID} title="Sunny room" /> },
    { path: '/sign-in', element: <h1>Sign in</h1> },
  ]);
}

const heart = () => screen.getByRole('button', { name: 'Save Sunny room to favorites' });
const pressedWhenReady = async (pressed: boolean) =>
  waitFor(() => {
    expect(heart().getAttribute('aria-pressed')).toBe(String(pressed));
    expect((heart() as HTMLButtonElement).disabled).toBe(false);
    expect(heart().getAttribute('aria-busy')).toBeNull();
  });

describe('FavoriteButton', () => {
  it('looks the property up, adds it, says so and reloads the favorite', async () => {
    signInAs('TENANT');
    const calls = favoritesServer();
    const success = vi.spyOn(toast, 'success');
    const { user } = renderButton();
    await pressedWhenReady(false);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/favorite/one/PROPERTY/5' });

    await user.click(heart());
    await pressedWhenReady(true);
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/favorite',
      body: { type: 'PROPERTY', propertyId: PROPERTY_ID },
    });
    expect(success).toHaveBeenCalledWith(MESSAGES.favoriteAdded);
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/favorite/one/PROPERTY/5' });
  });

  it('removes an existing favorite by its id', async () => {
    signInAs('TENANT');
    const calls = favoritesServer({ favoriteId: 42 });
    const success = vi.spyOn(toast, 'success');
    const { user } = renderButton();
    await pressedWhenReady(true);
    await user.click(heart());
    await pressedWhenReady(false);
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/favorite/42', body: undefined });
    expect(success).toHaveBeenCalledWith('Successfully removed property from favorites.');
  });

  it('reports a failed add and a failed remove', async () => {
    signInAs('TENANT');
    favoritesServer({ fail: 'POST' });
    const error = vi.spyOn(toast, 'error');
    const { user, unmount } = renderButton();
    await pressedWhenReady(false);
    await user.click(heart());
    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.favoriteAddFailed));
    await pressedWhenReady(false);
    unmount();

    favoritesServer({ favoriteId: 42, fail: 'DELETE' });
    const again = renderButton();
    await pressedWhenReady(true);
    await again.user.click(heart());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to remove property from favorites.'),
    );
    await pressedWhenReady(true);
  });

  it('says when the favorite cannot be fetched', async () => {
    signInAs('TENANT');
    favoritesServer({ fail: 'GET' });
    const error = vi.spyOn(toast, 'error');
    renderButton();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(MESSAGES.favoriteFetchFailed, expect.anything()),
    );
  });

  it('sends a guest to sign in without calling the API', async () => {
    const calls = favoritesServer();
    const { user, router } = renderButton();
    await user.click(heart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.filter((c) => c.url.startsWith('/api/favorite'))).toEqual([]);
  });

  it('says it is offline instead of sending a change the network cannot carry', async () => {
    signInAs('TENANT');
    const calls = favoritesServer();
    const error = vi.spyOn(toast, 'error');
    const { user } = renderButton();
    await pressedWhenReady(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.click(heart());

    expect(error).toHaveBeenCalledWith(
      'You’re offline — try again when you’re connected',
      expect.anything(),
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});
