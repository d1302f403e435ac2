import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { clearSession, useAuth } from '@/lib/auth';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { MemoryRouter } from 'react-router';
import { useForgetOnSignOut } from './forget-on-sign-out';

/** A signed-in part (the header's count) beside a public one (a list of rooms). */
function Page() {
  useForgetOnSignOut();
  const { isSignedIn } = useAuth();
  const unread = useQuery({
    queryKey: ['unread'],
    queryFn: () => api.get<{ count: number }>('/messages/unread-count'),
    enabled: isSignedIn,
  });
  const rooms = useQuery({
    queryKey: ['rooms'],
    queryFn: () => api.get<{ title: string }>('/properties/featured'),
  });
  return (
    <p>
      {isSignedIn ? `unread ${unread.data?.count ?? '…'}` : 'guest'} · {rooms.data?.title ?? '…'}
    </p>
  );
}

const authorizationOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('signing out', () => {
  afterEach(async () => (await loadQueryClient()).clear());

  it('asks nothing unsigned for the parts that need the session, and asks the rest again as a guest', async () => {
    const client = await loadQueryClient();
    signInAs('TENANT');
    let featured = 0;
    const { fetchMock, callsTo } = stubApi({
      'GET /api/messages/unread-count': () => ok({ count: 3 }),
      'GET /api/properties/featured': () => ok({ title: `rooms ${++featured}` }),
    });
    client.setQueryData(['last-users-profile'], { phone: '9820000001' });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('unread 3 · rooms 1')).toBeTruthy();

    act(() => clearSession());

    expect(await screen.findByText('guest · rooms 2')).toBeTruthy();
    // The signed-in count was asked once, with the token, and never again without it.
    const unreadCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/messages/unread-count'),
    );
    expect(unreadCalls.map(([, init]) => authorizationOf(init))).toEqual(['Bearer token-TENANT']);
    // The answer nothing showed is gone, the public one was asked again as a guest.
    expect(client.getQueryData(['last-users-profile'])).toBeUndefined();
    expect(client.getQueryData(['unread'])).toBeUndefined();
    await waitFor(() => expect(callsTo('GET /api/properties/featured')).toHaveLength(2));
  });
});
