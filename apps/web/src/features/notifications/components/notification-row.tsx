import type { NotificationItem } from '@roomsetu/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime } from '@roomsetu/shared';

interface NotificationRowProps {
  notification: NotificationItem;
  onRead: (id: number) => void;
  /** Called after the link is followed (the dropdown closes). */
  onOpen?: () => void;
  compact?: boolean;
}

/** One notification: its link opens what it is about and marks it read; unread ones are bold. */
export function NotificationRow({
  notification: n,
  onRead,
  onOpen,
  compact,
}: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const unread = n.readAt === null;
  const text = (
    <>
      <span
        className={`block text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
      >
        {n.title}
      </span>
      <span className={`block text-sm text-slate-600 ${compact ? 'line-clamp-2' : ''}`}>
        {n.body}
      </span>
      <span className="mt-1 block text-sm text-slate-500">
        <time dateTime={n.createdAt}>
          {formatDate(n.createdAt)} {formatTime(n.createdAt)}
        </time>
        {unread && <span className="sr-only">{t('row.unread')}</span>}
      </span>
    </>
  );
  const open = () => {
    if (unread) onRead(n.id);
    onOpen?.();
  };

  return (
    <li className={`flex items-start gap-2 rounded-lg ${unread ? 'bg-brand-50/60' : ''}`}>
      <span
        aria-hidden="true"
        className={`mt-4 ml-2 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      {n.link ? (
        <Link
          to={n.link}
          onClick={open}
          className="min-w-0 flex-1 rounded-md py-2 pr-1 hover:underline"
        >
          {text}
        </Link>
      ) : (
        <div className="min-w-0 flex-1 py-2 pr-1">{text}</div>
      )}
      {unread && (
        <button
          type="button"
          onClick={() => onRead(n.id)}
          aria-label={t('row.markRead', { title: n.title })}
          title={t('row.markReadTitle')}
          className="mt-1 mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-brand-700"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
