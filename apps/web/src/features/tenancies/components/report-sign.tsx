import { SIGN_CODE_LENGTH, type SignCodeSent, type TenancyReport } from '@roomsetu/shared';
import { CircleCheck, PenLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { useSendSignCode, useSignReport } from '../api/report-steps';
import { focusOnMount } from '../utils/form-input';

/**
 * Signing with a code: "Sign this report" sends one (to the verified phone, else the e-mail), the
 * code signs the report as it stands. Rendered for every open report so that its answer arrives
 * here even when it seals the report; it shows nothing to those who do not sign it.
 */
export function ReportSign({
  report,
  selfId,
  onSigned,
}: {
  report: TenancyReport;
  selfId: number | undefined;
  onSigned: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const send = useSendSignCode();
  const sign = useSignReport();
  const [sent, setSent] = useState<SignCodeSent | null>(null);
  const [code, setCode] = useState('');
  const messageOf = (error: unknown) =>
    error instanceof ApiError ? error.message : t('reports.toast.failed');

  if (report.sealedAt || selfId === undefined) return null;
  if (!report.awaiting.includes(selfId)) {
    if (!report.signatures.some((s) => s.userId === selfId)) return null;
    return (
      <p className="flex items-center gap-2 text-sm text-green-800">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('reports.youSigned')}
      </p>
    );
  }
  if (report.items.length === 0) {
    return <p className="text-sm text-slate-600">{t('reports.signAfterItems')}</p>;
  }

  const askCode = () => {
    sign.reset();
    send.mutate(
      { reportId: report.id },
      {
        onSuccess: (result) => {
          setSent(result);
          setCode('');
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.mutate(
      { reportId: report.id, code },
      {
        onSuccess: () => {
          setSent(null);
          setCode('');
          onSigned();
        },
      },
    );
  };

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        {t('reports.signHint', { length: SIGN_CODE_LENGTH })}
      </p>
      <p role="status" className="text-sm font-medium text-slate-900 empty:hidden">
        {sent ? t('reports.codeSent', { sentTo: sent.sentTo }) : ''}
      </p>
      <FormAlert message={send.error ? messageOf(send.error) : null} />
      {sent && (
        <form noValidate onSubmit={submit} className="space-y-3">
          <TextField
            ref={focusOnMount}
            label={t('reports.code', { length: SIGN_CODE_LENGTH })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGN_CODE_LENGTH}
            value={code}
            invalid={Boolean(sign.error)}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <FormAlert message={sign.error ? messageOf(sign.error) : null} />
          <button
            type="submit"
            disabled={sign.isPending || code.length !== SIGN_CODE_LENGTH}
            className={buttonClasses('primary', 'md')}
          >
            {sign.isPending ? t('reports.signing') : t('reports.signSubmit')}
          </button>
        </form>
      )}
      <button
        type="button"
        onClick={askCode}
        disabled={send.isPending}
        className={buttonClasses(sent ? 'secondary' : 'primary', sent ? 'sm' : 'md')}
      >
        <PenLine aria-hidden="true" className="size-4" />
        {send.isPending ? t('reports.sendingCode') : sent ? t('reports.resend') : t('reports.sign')}
      </button>
    </div>
  );
}
