import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useReportConversation } from '../api/report-conversation';
import { Modal } from '@/components/ui/modal';

const MAX_REPORT_LENGTH = 4000;

/** 'Report an issue': a note about this conversation for the RoomSetu team. */
export function ReportDialog({
  conversationId,
  open,
  onClose,
}: {
  conversationId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['chat', 'messages']);
  const report = useReportConversation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onClose();
    setText('');
    setError(null);
    report.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('report.required'));
    setError(null);
    report.mutate(
      { conversationId, message: text.trim() },
      {
        onError: (err) =>
          toast.error(
            err instanceof ApiError && err.status !== 0 ? err.message : t('messages:contactFailed'),
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('report.title')}
      description={t('report.description')}
    >
      {report.isSuccess ? (
        <div className="flex flex-col items-center py-4 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
          <p role="status" className="mt-3 text-slate-800">
            {t('messages:reportSent')}
          </p>
          <button type="button" onClick={close} className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('report.close')}
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextAreaField
            label={t('report.describe')}
            data-autofocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            maxLength={MAX_REPORT_LENGTH}
            error={error ?? undefined}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              {t('report.cancel')}
            </button>
            <button type="submit" disabled={report.isPending} className={buttonClasses('primary')}>
              {report.isPending ? t('report.sending') : t('report.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
