import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AlertCircle, Clock, CloudOff, Flag, RotateCw, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ReportDialog } from '@/components/report/report-dialog';
import { formatTime } from '@roomsetu/shared';
import type { PendingStatus } from '@/lib/socket/outbox';

interface Props {
  content: string;
  createdAt: string;
  mine: boolean;
  status?: PendingStatus;
  error?: string;
  onRetry?: () => void;
  /** Deletes a refused message from this device. */
  onDiscard?: () => void;
  /** The message asks for money before a visit: the recipient is shown a safety note. */
  safetyNote?: boolean;
  /** The stored message's id: the other person's messages can be reported. */
  messageId?: number;
}

/** One message: the user's own on the right in brand blue, the other person's on the left. */
export function MessageBubble({
  content,
  createdAt,
  mine,
  status,
  error,
  onRetry,
  onDiscard,
  safetyNote = false,
  messageId,
}: Props) {
  const { t } = useTranslation('chat');
  const [reporting, setReporting] = useState(false);
  const reportable = !mine && messageId !== undefined;
  const unsent = status === 'failed' || status === 'refused';
  return (
    <li
      data-mine={mine}
      data-status={status ?? 'sent'}
      className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`flex max-w-[85%] flex-col sm:max-w-[75%] ${mine ? 'items-end' : 'items-start'}`}
      >
        <p
          className={`rounded-2xl px-3.5 py-2 text-[15px] leading-snug break-words whitespace-pre-wrap ${
            mine
              ? `rounded-br-md bg-brand-600 text-white ${unsent ? 'opacity-70' : ''}`
              : 'rounded-bl-md bg-slate-100 text-slate-900'
          }`}
        >
          {content}
        </p>
        <span className="mt-1 flex items-center gap-1.5 px-1 text-sm text-slate-600">
          {status === 'waiting' && (
            <>
              <CloudOff aria-hidden="true" className="size-3" />
              <span>{t('bubble.waiting')}</span>
            </>
          )}
          {status === 'sending' && (
            <>
              <Clock aria-hidden="true" className="size-3" />
              <span>{t('bubble.sending')}</span>
            </>
          )}
          {unsent ? (
            <>
              <AlertCircle aria-hidden="true" className="size-3.5 text-red-600" />
              <span className="text-red-700" title={error}>
                {t('bubble.notSent')}
              </span>
              {status === 'failed' ? (
                <button
                  type="button"
                  onClick={onRetry}
                  className="-my-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  <RotateCw aria-hidden="true" className="size-3" />
                  {t('bubble.retry')}
                </button>
              ) : (
                <button
                  type="button"
                  onClick={onDiscard}
                  aria-label={t('bubble.deleteUnsent')}
                  className="-my-3 inline-flex min-h-11 items-center gap-1 font-semibold text-red-700 hover:underline"
                >
                  <Trash2 aria-hidden="true" className="size-3" />
                  {t('bubble.delete')}
                </button>
              )}
            </>
          ) : (
            <time dateTime={createdAt}>{formatTime(createdAt)}</time>
          )}
          {reportable && (
            <button
              type="button"
              onClick={() => setReporting(true)}
              aria-label={t('bubble.report')}
              title={t('bubble.report')}
              aria-haspopup="dialog"
              className="-my-3 inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <Flag aria-hidden="true" className="size-4" />
            </button>
          )}
        </span>
        {unsent && error && (
          <p role="alert" className="px-1 text-sm text-red-700">
            {error}
          </p>
        )}
        {safetyNote && (
          <p className="mt-1 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('bubble.paymentSafety')}{' '}
              <Link to={paths.safetyGuidelines} className="font-semibold underline">
                {t('bubble.safetyGuidelines')}
              </Link>
            </span>
          </p>
        )}
        {reportable && (
          <ReportDialog
            targetType="MESSAGE"
            targetId={messageId}
            targetName={content.length > 60 ? `${content.slice(0, 59)}…` : content}
            open={reporting}
            onClose={() => setReporting(false)}
          />
        )}
      </div>
    </li>
  );
}
