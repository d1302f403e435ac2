import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { buttonClasses } from '@/components/ui/button';
import { Seo } from '@/lib/seo';
import { useMarkRead, useNotificationPages, useUnreadCount } from '../api/notifications';
import { NotificationRow } from '../components/notification-row';

/** /notifications: every notification, newest first, a page at a time. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages();
  const count = useUnreadCount(true).data?.count ?? 0;
  const markRead = useMarkRead();
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (pages.isPending) body = <Spinner label={t('page.loading')} />;
  else if (pages.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        <p className="font-medium">{t('page.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void pages.refetch()}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          {t('page.tryAgain')}
        </button>
      </div>
    );
  } else if (!items.length) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
        {t('page.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul
          aria-label={t('page.list')}
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
              {pages.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Seo title={t('page.seoTitle')} description={t('page.seoDescription')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('page.title')}
          </h1>
          <p className="mt-1 text-slate-600">
            {count ? t('page.unread', { count }) : t('page.caughtUp')}
          </p>
        </div>
        {count > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate({ all: true })}
            disabled={markRead.isPending}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('page.markAll')}
          </button>
        )}
      </div>
      <div className="mt-6">{body}</div>
    </section>
  );
}
