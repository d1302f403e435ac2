import type { BlockedUser } from '@roomsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { BlockButton } from './block-button';
import { BlockedPeople } from './blocked-people';

let blocked: BlockedUser[];
const calls: string[] = [];

/** The blocks API as the server answers it, kept in memory. */
function stubBlocks() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/blocks') return jsonResponse({ success: true, data: blocked });
      const match = /^\/api\/blocks\/(\d+)$/.exec(url.pathname);
      if (match) {
        const id = Number(match[1]);
        if (method === 'POST') {
          blocked = [
            {
              id,
              firstName: 'Sneha',
              lastName: 'K',
              avatar: null,
              blockedAt: new Date().toISOString(),
            },
            ...blocked,
          ];
        } else {
          blocked = blocked.filter((b) => b.id !== id);
        }
        return jsonResponse({ success: true, data: { userId: id, blocked: method === 'POST' } });
      }
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    }),
  );
}

beforeEach(() => {
  blocked = [];
  calls.length = 0;
  signInAs('TENANT', { id: 1 });
  stubBlocks();
});

describe('BlockButton', () => {
  it('blocks after a confirmation, then offers Unblock', async () => {
    const { user } = renderRoute('/', [
      { path: '/', element: <BlockButton userId={4} name="Sneha K" /> },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Sneha K?' });
    expect(within(dialog).getByText(/They are not told/)).toBeTruthy();
    // Cancel does nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain('POST /api/blocks/4');

    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block Sneha K?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(calls).toContain('POST /api/blocks/4');

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
    expect(calls).toContain('DELETE /api/blocks/4');
  });
});

describe('BlockedPeople', () => {
  it('lists the people I blocked and unblocks one', async () => {
    blocked = [
      { id: 4, firstName: 'Sneha', lastName: 'K', avatar: null, blockedAt: '2026-11-20T10:00:00Z' },
      { id: 5, firstName: 'Ravi', lastName: 'M', avatar: null, blockedAt: '2026-11-19T10:00:00Z' },
    ];
    const { user } = renderRoute('/', [{ path: '/', element: <BlockedPeople /> }]);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Sneha K'), expect.stringContaining('Ravi M')]);
    await user.click(screen.getByRole('button', { name: 'Unblock Sneha K' }));
    await waitFor(() => expect(screen.queryByText('Sneha K')).toBeNull());
    expect(screen.getByText('Ravi M')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unblock Ravi M' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
  });
});
