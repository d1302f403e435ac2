import type { AccountSuspension } from '@roomsetu/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { dismissSuspension } from '@/lib/account-suspended';
import { getToken } from '@/lib/auth';
import { FakeSocket } from '@/test/fake-socket';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { RootLayout } from './root-layout';

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [{ path: '/chat', element: <h1>Chat</h1> }],
  },
];

const suspension: AccountSuspension = {
  message:
    'Your account is suspended until 4 Dec 2026, 06:05 am IST. Reason: Asked renters for advance payments',
  reason: 'Asked renters for advance payments',
  until: '2026-12-04T00:35:39.813Z',
};

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  signInAs('TENANT');
  stubApi({ 'POST /api/auth/logout': () => ok(null) });
});
afterEach(() => act(() => dismissSuspension()));

const notice = () => screen.findByRole('dialog', { name: 'Your account is suspended' });

it('tells an open tab of its suspension in place, with reason and until when, and signs it out', async () => {
  renderRoute('/chat', routes, { createSocket: () => socket });
  await waitFor(() => expect(socket.connected).toBe(true));

  act(() => socket.serverEmit('account:suspended', suspension));

  const dialog = await notice();
  expect(within(dialog).getByRole('alert').textContent).toBe(suspension.message);
  expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
  expect(getToken()).toBeNull();
  // Signed out: the socket goes with the session.
  await waitFor(() => expect(socket.connected).toBe(false));
});

it('says the same when the next request is refused for the suspension', async () => {
  stubApi({
    'GET /api/probe': () =>
      jsonResponse({ success: false, error: suspension.message, suspension }, 403),
    'POST /api/auth/logout': () => ok(null),
  });
  renderRoute('/chat', routes, { createSocket: () => socket });
  await expect(api.get('/probe')).rejects.toThrow(suspension.message);
  expect(within(await notice()).getByRole('alert').textContent).toBe(suspension.message);
  expect(getToken()).toBeNull();
});

it('and when the refresh of an expired access token is refused for it', async () => {
  const stub = stubApi({
    'GET /api/probe': () => jsonResponse({ success: false, error: 'Unauthorized' }, 401),
    'POST /api/auth/refresh': () =>
      jsonResponse({ success: false, error: suspension.message, suspension }, 403),
    'POST /api/auth/logout': () => ok(null),
  });
  const { router } = renderRoute('/chat', routes, { createSocket: () => socket });
  await expect(api.get('/probe')).rejects.toThrow();
  expect(within(await notice()).getByRole('alert').textContent).toBe(suspension.message);
  expect(getToken()).toBeNull();
  // Told once, not asked again, and left where it was.
  expect(stub.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/chat');
});

it('and when a reconnecting socket is refused for it', async () => {
  renderRoute('/chat', routes, { createSocket: () => socket });
  await waitFor(() => expect(socket.connected).toBe(true));
  act(() =>
    socket.serverEmit(
      'connect_error',
      Object.assign(new Error(suspension.message), { data: { suspension } }),
    ),
  );
  expect(within(await notice()).getByRole('alert').textContent).toBe(suspension.message);
  expect(getToken()).toBeNull();
});

it('a plain 403 is no suspension', async () => {
  stubApi({ 'GET /api/probe': () => jsonResponse({ success: false, error: 'No' }, 403) });
  renderRoute('/chat', routes, { createSocket: () => socket });
  await expect(api.get('/probe')).rejects.toThrow('No');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(getToken()).not.toBeNull();
});
