import type {
  MarkNotificationsReadInput,
  NotificationItem,
  NotificationPage,
  UnreadCount,
} from '@roomsetu/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The dropdown shows this many; /notifications pages through the rest. */
export const LATEST_COUNT = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread-count'] as const,
  latest: () => ['notifications', 'latest'] as const,
  pages: () => ['notifications', 'pages'] as const,
};

export const unreadCountOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadCount>('/notifications/unread-count', { signal }),
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountOptions(), enabled });
}

export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/notifications', { query: { limit: LATEST_COUNT }, signal }),
    enabled,
  });
}

export const notificationPagesOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>('/notifications', { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotificationPages() {
  return useInfiniteQuery(notificationPagesOptions());
}

const markItems = (items: NotificationItem[], input: MarkNotificationsReadInput, at: string) =>
  items.map((n) =>
    n.readAt === null && ('all' in input || input.ids.includes(n.id)) ? { ...n, readAt: at } : n,
  );

/** Applies `update` to every cached list of notifications (the dropdown's and the pages'). */
function updateCachedLists(
  client: QueryClient,
  update: (items: NotificationItem[]) => NotificationItem[],
) {
  client.setQueryData<NotificationPage>(notificationKeys.latest(), (page) =>
    page ? { ...page, items: update(page.items) } : page,
  );
  client.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.pages(), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: update(p.items) })) } : data,
  );
}

/** A new notification from the socket: counted and shown at once, without a reload. */
export function receiveNotification(client: QueryClient, notification: NotificationItem): void {
  client.setQueryData<UnreadCount>(notificationKeys.unread(), (c) =>
    c && notification.readAt === null ? { count: c.count + 1 } : c,
  );
  client.setQueryData<NotificationPage>(notificationKeys.latest(), (page) =>
    page && !page.items.some((n) => n.id === notification.id)
      ? { ...page, items: [notification, ...page.items].slice(0, LATEST_COUNT) }
      : page,
  );
  client.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.pages(), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || first.items.some((n) => n.id === notification.id)) return data;
    return { ...data, pages: [{ ...first, items: [notification, ...first.items] }, ...rest] };
  });
}

/** Marks some (or all) read: the lists change at once, the count is the server's answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsReadInput) =>
      api.post<UnreadCount & { updated: number }>('/notifications/read', input),
    onMutate: (input) =>
      updateCachedLists(client, (items) => markItems(items, input, new Date().toISOString())),
    onSuccess: ({ count }) =>
      client.setQueryData<UnreadCount>(notificationKeys.unread(), { count }),
    onError: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
