import {
  MESSAGE_CATEGORIES,
  MESSAGE_PRIORITIES,
  type ContactMessageRow,
  type MessageCategory,
  type MessagePriority,
} from '@roomsetu/shared';
import { Mail, MailOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { formatDate, formatTime } from '@roomsetu/shared';
import { useUpdateContactMessage } from '../api/contact-messages';

const select =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none';

const PRIORITY_TONES: Record<MessagePriority, string> = {
  HIGH: 'bg-red-50 text-red-800',
  NORMAL: 'bg-slate-100 text-slate-700',
  LOW: 'bg-slate-50 text-slate-500',
};

export function MessageCard({ message: m }: { message: ContactMessageRow }) {
  const { t } = useTranslation(['admin', 'enums']);
  const update = useUpdateContactMessage();
  const categoryId = useId();
  const priorityId = useId();
  const unread = m.status === 'UNREAD';
  const sender = [m.firstName, m.lastName].filter(Boolean).join(' ');
  const change = (patch: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ id: m.id, change: patch });

  return (
    <li
      className={`rounded-xl border p-4 ${unread ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200 bg-white'}`}
    >
      <article aria-labelledby={`message-${m.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`message-${m.id}`} className="font-semibold text-slate-900">
              {unread && <span className="sr-only">{t('messages.card.unread')}</span>}
              {m.subject ||
                (m.type === 'report'
                  ? t('messages.card.issueReport')
                  : t('messages.card.contactMessage'))}
            </h3>
            <p className="text-sm text-slate-600">
              {sender} ·{' '}
              <a href={`mailto:${m.email}`} className="text-brand-700 hover:underline">
                {m.email}
              </a>{' '}
              · {formatDate(m.createdAt)} {formatTime(m.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${m.type === 'report' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'}`}
            >
              {m.type === 'report'
                ? t('messages.card.badgeReport')
                : t('messages.card.badgeContact')}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PRIORITY_TONES[m.priority]}`}
            >
              {t('messages.card.priority', { priority: t(`enums:messagePriority.${m.priority}`) })}
            </span>
          </div>
        </div>
        <p className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-800">{m.message}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={update.isPending}
            onClick={() => change({ status: unread ? 'READ' : 'UNREAD' })}
          >
            {unread ? (
              <MailOpen aria-hidden="true" className="size-4" />
            ) : (
              <Mail aria-hidden="true" className="size-4" />
            )}
            {unread ? t('messages.card.markRead') : t('messages.card.markUnread')}
          </button>
          <label htmlFor={categoryId} className="text-slate-600">
            {t('messages.card.category')}
          </label>
          <select
            id={categoryId}
            className={select}
            value={m.category}
            onChange={(e) => change({ category: e.target.value as MessageCategory })}
          >
            {MESSAGE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`enums:messageCategory.${c}`)}
              </option>
            ))}
          </select>
          <label htmlFor={priorityId} className="text-slate-600">
            {t('messages.card.priorityLabel')}
          </label>
          <select
            id={priorityId}
            className={select}
            value={m.priority}
            onChange={(e) => change({ priority: e.target.value as MessagePriority })}
          >
            {MESSAGE_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`enums:messagePriority.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </article>
    </li>
  );
}
