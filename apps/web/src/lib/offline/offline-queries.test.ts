import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { capOfflineState, shouldKeepOffline } from './offline-queries';

const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, content: `m${from + i}` }));

/** An infinite conversation query as the chat stores it: page 0 the newest, each oldest first. */
const conversation = (id: number, pages: { ids: [number, number]; next: number | null }[]) => ({
  pages: pages.map(({ ids, next }) => ({ id, messages: messages(...ids), nextCursor: next })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : pages[i - 1]!.next)),
});

function filled(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['favorites', 'list'], [{ id: 1 }]);
  client.setQueryData(['favorites', 'one', 'PROPERTY', 4], null);
  client.setQueryData(['users', 'self'], { phone: '9820000001' });
  client.setQueryData(['chat', 'unread-count'], { count: 2 });
  const list = Array.from({ length: 25 }, (_, i) => ({ id: 100 + i }));
  client.setQueryData(['chat', 'conversations'], list);
  for (const { id } of list) {
    client.setQueryData(
      ['chat', 'conversation', id],
      conversation(id, [
        { ids: [31, 60], next: 31 },
        { ids: [1, 30], next: null },
      ]),
    );
  }
  return client;
}

const saved = (client: QueryClient) =>
  capOfflineState(dehydrate(client, { shouldDehydrateQuery: shouldKeepOffline }));

describe('what is kept for offline reading', () => {
  it('keeps only the favourites, the conversation list and conversations', () => {
    const keys = saved(filled()).queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['favorites', 'list']);
    expect(keys).toContainEqual(['chat', 'conversations']);
    expect(keys).not.toContainEqual(['users', 'self']);
    expect(keys).not.toContainEqual(['chat', 'unread-count']);
    expect(keys).not.toContainEqual(['favorites', 'one', 'PROPERTY', 4]);
  });

  it('keeps the 20 most recent conversations in the list order', () => {
    const kept = saved(filled())
      .queries.filter((q) => q.queryKey[1] === 'conversation')
      .map((q) => q.queryKey[2]);
    expect(kept).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  });

  it('keeps the newest 50 messages of each, with a cursor to the older ones', () => {
    const query = saved(filled()).queries.find((q) => q.queryKey[2] === 100)!;
    const data = query.state.data as ReturnType<typeof conversation>;
    const ids = data.pages.flatMap((p) => p.messages.map((m) => m.id));
    expect(ids).toHaveLength(50);
    expect(ids).toContain(60);
    expect(ids).not.toContain(10);
    expect(data.pages[1]?.nextCursor).toBe(11);
    expect(data.pageParams).toEqual([undefined, 31]);
  });

  it('never keeps a query that failed or has no data yet', () => {
    const client = new QueryClient();
    client.getQueryCache().build(client, { queryKey: ['favorites', 'list'] });
    expect(saved(client).queries).toEqual([]);
  });
});
