import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-app';
import { card } from '../test/fixtures';
import { RoomCard } from './room-card';

const show = (room: ReturnType<typeof card>) =>
  renderRoute('/x', [{ path: '/x', element: <RoomCard room={room} /> }]);

describe('RoomCard', () => {
  it('a let-agreed room carries the ribbon instead of its availability', async () => {
    show(card(1, { status: 'LET_AGREED' }));
    const article = (await screen.findByRole('heading', { name: 'Sunny room 1' })).closest(
      'article',
    )!;
    expect(within(article).getByText('Let agreed')).toBeTruthy();
    expect(within(article).queryByText(/^Available/)).toBeNull();
  });

  it('an active room shows when it is available and no ribbon', async () => {
    show(card(1));
    const article = (await screen.findByRole('heading', { name: 'Sunny room 1' })).closest(
      'article',
    )!;
    expect(within(article).getByText('Available')).toBeTruthy();
    expect(within(article).queryByText('Let agreed')).toBeNull();
  });
});
