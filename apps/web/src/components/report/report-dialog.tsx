import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_LABELS,
  type ReportReason,
  type ReportTargetType,
} from '@roomsetu/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, TextAreaField, labelClass } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useFileReport } from './file-report';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: number;
  /** What the dialog names: the listing's title, the person's name. */
  targetName?: string;
  open: boolean;
  onClose: () => void;
}

/** Report a listing, a profile, a message or a conversation: a reason and optional details. */
export function ReportDialog({
  targetType,
  targetId,
  targetName,
  open,
  onClose,
}: ReportDialogProps) {
  const report = useFileReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();
  const noun = REPORT_TARGET_LABELS[targetType];

  useEffect(() => {
    if (!open) return;
    setReason('');
    setDetails('');
    setError(null);
    report.reset();
    // Each opening starts a fresh report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setError('Please choose a reason');
      return;
    }
    setError(null);
    report.mutate(
      { targetType, targetId, reason, details: details.trim() },
      {
        onSuccess: () => {
          toast.success('Thank you. Our team will look into it.');
          onClose();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status !== 0 && err.message
              ? err.message
              : 'Could not send the report. Please try again.',
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Report this ${noun}`}
      description={
        targetName
          ? `Tell us what is wrong with “${targetName}”. The person you report is not told who reported them.`
          : 'Tell us what is wrong. The person you report is not told who reported them.'
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className={labelClass}>
            Reason
          </legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASONS.map((value, i) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  data-autofocus={i === 0 ? true : undefined}
                  className="size-4 accent-brand-600"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="Details"
          optional
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          placeholder="What happened? Dates, amounts and names help our team."
        />
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={report.isPending} className={buttonClasses('primary')}>
            {report.isPending ? 'Sending…' : 'Send report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
