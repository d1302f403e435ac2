import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@roomsetu/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['common', 'enums']);
  const report = useFileReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

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
      setError(t('report.chooseReason'));
      return;
    }
    setError(null);
    report.mutate(
      { targetType, targetId, reason, details: details.trim() },
      {
        onSuccess: () => {
          toast.success(t('report.thanks'));
          onClose();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status !== 0 && err.message
              ? err.message
              : t('report.failed'),
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(`report.title.${targetType}`)}
      description={
        targetName ? t('report.descriptionNamed', { name: targetName }) : t('report.description')
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className={labelClass}>
            {t('report.reason')}
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
                {t(`enums:reportReason.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t('report.details')}
          optional
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          placeholder={t('report.detailsPlaceholder')}
        />
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {t('actions.cancel')}
          </button>
          <button type="submit" disabled={report.isPending} className={buttonClasses('primary')}>
            {report.isPending ? t('actions.sending') : t('report.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
