import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ok, stubApi } from '@/test/stub-api';
import { VisitRecord, replyTime } from './visit-record';

function show(data: object) {
  stubApi({ 'GET /api/users/7/reviews': () => ok(data) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <VisitRecord userId={7} />
    </QueryClientProvider>,
  );
}

describe('VisitRecord', () => {
  it('shows the average, the count and the turn-up record', async () => {
    show({
      average: 4.5,
      count: 2,
      turnedUp: { attended: 2, total: 3 },
      replies: null,
      items: [],
      nextCursor: null,
    });
    expect(await screen.findByText('4.5 · 2 reviews')).toBeTruthy();
    expect(screen.getByText('Turned up to 2 of 3 visits')).toBeTruthy();
  });

  it('shows nothing before there are reviews or three settled visits', async () => {
    const { container } = show({
      average: null,
      count: 0,
      turnedUp: null,
      replies: null,
      items: [],
      nextCursor: null,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('names a typical reply time in the unit that reads naturally', () => {
    expect([0, 45, 75, 47 * 60, 3 * 24 * 60].map(replyTime)).toEqual([
      '1 min',
      '45 min',
      '2 h',
      '47 h',
      '3 days',
    ]);
  });
});
