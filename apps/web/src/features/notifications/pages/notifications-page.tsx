import { Spinner } from '@/components/ui/spinner';
import { buttonClasses } from '@/components/ui/button';
import { Seo } from '@/lib/seo';
import { useMarkRead, useNotificationPages, useUnreadCount } from '../api/notifications';
import { NotificationRow } from '../components/notification-row';

/** /notifications: every notification, newest first, a page at a time. */
export function NotificationsPage() {
  const pages = useNotificationPages();
  const count = useUnreadCount(true).data?.count ?? 0;
  const markRead = useMarkRead();
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (pages.isPending) body = <Spinner label="Loading notifications…" />;
  else if (pages.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        <p className="font-medium">Notifications could not be loaded.</p>
        <button
          type="button"
          onClick={() => void pages.refetch()}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          Try again
        </button>
      </div>
    );
  } else if (!items.length) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
        No notifications yet. Save a search on Find Rooms and new matching rooms will show up here.
      </p>
    );
  } else {
    body = (
      <>
        <ul
          aria-label="Notifications"
          className="space-y-1 rounded-2xl border border-slate-200 bg-white p-2"
        >
          {items.map((n) => (
            <NotificationRow
              key={n.id}
              notification={n}
              onRead={(id) => markRead.mutate({ ids: [id] })}
            />
          ))}
        </ul>
        {pages.hasNextPage && (
          <div className="mt-4 text-center">
            <button
              type="button"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
              className={buttonClasses('secondary', 'md')}
            >
              {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Seo
        title="Notifications"
        description="New rooms for your saved searches, price drops and messages."
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Notifications
          </h1>
          <p className="mt-1 text-slate-600">
            {count ? `${count} unread` : 'You are all caught up.'}
          </p>
        </div>
        {count > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate({ all: true })}
            disabled={markRead.isPending}
            className={buttonClasses('secondary', 'sm')}
          >
            Mark all as read
          </button>
        )}
      </div>
      <div className="mt-6">{body}</div>
    </section>
  );
}
