import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDisclosure } from '@/lib/use-dismiss';
import { useLatestNotifications, useMarkRead, useUnreadCount } from '../api/notifications';
import { NotificationRow } from './notification-row';
import { useLiveNotifications } from './use-live-notifications';

/**
 * The header's bell for a signed-in user: the unread count (live over the socket) and a
 * dropdown of the latest notifications, each marked read on its own or all at once.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  useLiveNotifications();
  const { open, close, panelId, container, triggerProps } = useDisclosure();
  const count = useUnreadCount(true).data?.count ?? 0;
  const latest = useLatestNotifications(open);
  const markRead = useMarkRead();
  const readOne = (id: number) => markRead.mutate({ ids: [id] });

  let body;
  if (latest.isPending) body = <Spinner label={t('bell.loading')} className="py-8" />;
  else if (latest.isError) {
    body = (
      <p role="alert" className="px-3 py-6 text-center text-sm text-red-800">
        {t('bell.loadFailed')}
      </p>
    );
  } else if (!latest.data.items.length) {
    body = <p className="px-3 py-8 text-center text-sm text-slate-600">{t('bell.empty')}</p>;
  } else {
    body = (
      <ul className="max-h-[60dvh] space-y-1 overflow-y-auto">
        {latest.data.items.map((n) => (
          <NotificationRow key={n.id} notification={n} onRead={readOne} onOpen={close} compact />
        ))}
      </ul>
    );
  }

  return (
    <div ref={container} className="relative">
      <button
        {...triggerProps}
        type="button"
        aria-label={count ? t('bell.labelUnread', { count }) : t('bell.label')}
        title={t('bell.title')}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <Bell aria-hidden="true" className="size-5" />
        <CountBadge count={count} />
      </button>
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-2 pb-2">
            <h2 className="text-sm font-semibold text-slate-900">{t('bell.heading')}</h2>
            {count > 0 && (
              <button
                type="button"
                onClick={() => markRead.mutate({ all: true })}
                className="min-h-11 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t('bell.markAll')}
              </button>
            )}
          </div>
          <div className="pt-1">{body}</div>
          <div className="border-t border-slate-100 pt-2">
            <Link
              to={paths.notifications}
              onClick={close}
              className="block rounded-md px-2 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {t('bell.seeAll')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
