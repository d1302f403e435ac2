import type { DehydratedState, Query } from '@tanstack/react-query';

export { OFFLINE_MAX_AGE_MS } from './offline-readable';

/**
 * What a signed-in person can read on this device without a connection (issue #31): their
 * favourites, the conversation list and the newest messages of the most recent conversations.
 */
export const OFFLINE_CONVERSATIONS = 20;
export const OFFLINE_MESSAGES_PER_CONVERSATION = 50;

type Key = readonly unknown[];
type SavedQuery = DehydratedState['queries'][number];

const isFavoritesList = (key: Key) => key[0] === 'favorites' && key[1] === 'list';
const isConversationList = (key: Key) => key[0] === 'chat' && key[1] === 'conversations';
const isConversation = (key: Key) =>
  key[0] === 'chat' && key[1] === 'conversation' && typeof key[2] === 'number';

/** The queries worth saving: only those three kinds, and only with data the server gave. */
export function shouldKeepOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const key = query.queryKey;
  const kept = isFavoritesList(key) || isConversationList(key) || isConversation(key);
  return kept && query.state.status === 'success';
}

interface MessagePage {
  messages: readonly { id: number }[];
  nextCursor?: number | null;
}
interface MessagePages {
  pages: readonly MessagePage[];
  pageParams: readonly unknown[];
}

/**
 * Page 0 holds the newest messages (oldest first within a page): keeps the newest `limit`, and
 * points the last kept page's cursor at what it dropped so "Load older messages" still works.
 */
export function newestMessages(data: MessagePages, limit: number): MessagePages {
  const pages: MessagePage[] = [];
  const pageParams: unknown[] = [];
  let left = limit;
  for (const [i, page] of data.pages.entries()) {
    if (left <= 0) break;
    if (page.messages.length > left) {
      const kept = page.messages.slice(page.messages.length - left);
      pages.push({ ...page, messages: kept, nextCursor: kept[0]?.id ?? page.nextCursor });
    } else {
      pages.push(page);
    }
    pageParams.push(data.pageParams[i]);
    left -= page.messages.length;
  }
  return { pages, pageParams };
}

/**
 * Trims a dehydrated cache to what is kept offline: the `OFFLINE_CONVERSATIONS` most recent
 * conversations (in the list's order when the list is saved, else the latest loaded), each cut
 * to its newest messages; the mutations are never saved.
 */
export function capOfflineState(state: DehydratedState): DehydratedState {
  const queries = state.queries.filter((q) => shouldKeepOffline(q));
  const list = queries.find((q) => isConversationList(q.queryKey))?.state.data;
  const order = new Map(
    (Array.isArray(list) ? (list as { id: number }[]) : []).map((c, i) => [c.id, i]),
  );
  const place = (q: SavedQuery) => order.get(q.queryKey[2] as number) ?? Infinity;
  const conversations = queries
    .filter((q) => isConversation(q.queryKey))
    .sort((a, b) => place(a) - place(b) || b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, OFFLINE_CONVERSATIONS);
  const keep = new Set(conversations);
  return {
    mutations: [],
    queries: queries
      .filter((q) => !isConversation(q.queryKey) || keep.has(q))
      .map((q) =>
        isConversation(q.queryKey)
          ? {
              ...q,
              state: {
                ...q.state,
                data: newestMessages(
                  q.state.data as MessagePages,
                  OFFLINE_MESSAGES_PER_CONVERSATION,
                ),
              },
            }
          : q,
      ),
  };
}
