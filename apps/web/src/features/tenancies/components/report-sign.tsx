import { SIGN_CODE_LENGTH, type SignCodeSent, type TenancyReport } from '@roomsetu/shared';
import { CircleCheck, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendSignCode, useSignReport } from '../api/report-steps';
import { CodeEntry } from './code-entry';

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
    send.mutate({ reportId: report.id }, { onSuccess: (result) => setSent(result) });
  };
  const submit = (code: string) => {
    sign.mutate(
      { reportId: report.id, code },
      {
        onSuccess: () => {
          setSent(null);
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
      <CodeEntry
        sent={sent}
        texts={{
          status: sent && t('reports.codeSent', { sentTo: sent.sentTo }),
          code: t('reports.code', { length: SIGN_CODE_LENGTH }),
          submit: t('reports.signSubmit'),
          submitting: t('reports.signing'),
          send: t('reports.sign'),
          resend: t('reports.resend'),
          sending: t('reports.sendingCode'),
          failed: t('reports.toast.failed'),
        }}
        sendIcon={<PenLine aria-hidden="true" className="size-4" />}
        sending={send.isPending}
        sendError={send.error}
        onSend={askCode}
        submitting={sign.isPending}
        submitError={sign.error}
        onSubmit={submit}
      />
    </div>
  );
}
