import { MESSAGES } from '@roomsetu/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
    if (!text.trim()) return setError('Please describe the issue');
    setError(null);
    report.mutate(
      { conversationId, message: text.trim() },
      {
        onError: (err) =>
          toast.error(
            err instanceof ApiError && err.status !== 0 ? err.message : MESSAGES.contactFailed,
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Report an issue"
      description="Tell us what went wrong in this conversation. Our team reviews every report."
    >
      {report.isSuccess ? (
        <div className="flex flex-col items-center py-4 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
          <p role="status" className="mt-3 text-slate-800">
            {MESSAGES.reportSent}
          </p>
          <button type="button" onClick={close} className={buttonClasses('primary', 'md', 'mt-5')}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextAreaField
            label="Describe the issue"
            data-autofocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            maxLength={MAX_REPORT_LENGTH}
            error={error ?? undefined}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              Cancel
            </button>
            <button type="submit" disabled={report.isPending} className={buttonClasses('primary')}>
              {report.isPending ? 'Sending…' : 'Send Report'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
