import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ok, stubApi } from '@/test/stub-api';
import { property } from '../../test/fixtures';
import { OwnerCard } from './owner-card';

function show(replies: object | null) {
  stubApi({
    'GET /api/users/99/reviews': () =>
      ok({ average: null, count: 0, turnedUp: null, replies, items: [], nextCursor: null }),
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnerCard property={property(1)} />
    </QueryClientProvider>,
  );
}

describe('OwnerCard', () => {
  it('shows how the owner answers new chats, measured from chat', async () => {
    show({ rate: 67, typicalMinutes: 75, conversations: 3 });
    expect(await screen.findByText('Replies to 67% of new chats, usually within 2 h')).toBeTruthy();
  });

  it('shows the rate alone when the owner answered none', async () => {
    show({ rate: 0, typicalMinutes: null, conversations: 4 });
    expect(await screen.findByText('Replies to 0% of new chats')).toBeTruthy();
  });

  it('says nothing measured before three people wrote first', async () => {
    show(null);
    expect(await screen.findByText('Priya Sharma')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Replies to/)).toBeNull();
  });
});
