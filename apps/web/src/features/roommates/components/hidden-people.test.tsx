import type { HiddenRoommate } from '@roomsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { HiddenPeople } from './hidden-people';

let hidden: HiddenRoommate[];
const calls: string[] = [];

/** The hide API as the server answers it, kept in memory. */
beforeEach(() => {
  calls.length = 0;
  hidden = [
    { id: 7, firstName: 'Sneha', lastName: 'K', avatar: null, hiddenAt: '2026-11-20T10:00:00Z' },
    { id: 8, firstName: 'Rahul', lastName: 'S', avatar: null, hiddenAt: '2026-11-19T10:00:00Z' },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/roommates/hidden') {
        return jsonResponse({ success: true, data: hidden });
      }
      const match = /^\/api\/roommates\/(\d+)\/hide$/.exec(url.pathname);
      if (match && method === 'DELETE') {
        hidden = hidden.filter((h) => h.id !== Number(match[1]));
        return jsonResponse({ success: true, data: { hidden: false } });
      }
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    }),
  );
  signInAs('TENANT');
});

it('lists the people I hid and shows one again', async () => {
  const { user } = renderRoute('/profile', [{ path: '/profile', element: <HiddenPeople /> }]);
  expect(await screen.findByRole('heading', { name: 'Hidden people' })).toBeTruthy();
  await screen.findByText('Sneha K');
  expect(screen.getByText('Rahul S')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Show Sneha K again' }));
  await waitFor(() => expect(screen.queryByText('Sneha K')).toBeNull());
  expect(calls).toContain('DELETE /api/roommates/7/hide');
  expect(screen.getByText('Rahul S')).toBeTruthy();
});

it('says so when nobody is hidden', async () => {
  hidden = [];
  renderRoute('/profile', [{ path: '/profile', element: <HiddenPeople /> }]);
  expect(await screen.findByText('You have not hidden anyone.')).toBeTruthy();
});
