import {
  AGREEMENT_TENANCY_STATUSES,
  SIGN_CODE_LENGTH,
  type AgreementVersion,
  type SignCodeSent,
  type TenancyDetail,
} from '@roomsetu/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form-fields';
import { currentLanguage } from '@/lib/i18n';
import { useAcceptAgreement, useSendAgreementCode } from '../api/agreement-steps';
import { momentText } from '../utils/tenancy-text';
import { CodeEntry } from './code-entry';

/** Whether this party may accept this version now, as the API allows it. */
export const canAccept = (
  tenancy: Pick<TenancyDetail, 'status'>,
  version: AgreementVersion,
  selfId: number | undefined,
) =>
  version.latest &&
  selfId !== undefined &&
  version.awaiting.includes(selfId) &&
  (AGREEMENT_TENANCY_STATUSES as readonly string[]).includes(tenancy.status);

/**
 * Accepting the newest version with a code, once the party says they have read it: "Accept" sends
 * the code (to the verified phone, else the e-mail), the code accepts this exact document.
 */
export function AgreementAccept({
  tenancy,
  version,
  selfId,
  onAccepted,
}: {
  tenancy: TenancyDetail;
  version: AgreementVersion;
  selfId: number | undefined;
  onAccepted: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const titleId = useId();
  const send = useSendAgreementCode();
  const accept = useAcceptAgreement();
  const readBox = useRef<HTMLInputElement>(null);
  const [read, setRead] = useState(false);
  const [unread, setUnread] = useState(false);
  const [sent, setSent] = useState<SignCodeSent | null>(null);

  if (!canAccept(tenancy, version, selfId)) return null;
  const of = { id: tenancy.id, version: version.version };

  /** Nothing is sent, or accepted, before the box is ticked. */
  const hasRead = () => {
    if (read) return true;
    setUnread(true);
    readBox.current?.focus();
    return false;
  };
  const askCode = () => {
    if (!hasRead()) return;
    accept.reset();
    send.mutate(of, { onSuccess: (result) => setSent(result) });
  };
  const submit = (code: string) => {
    if (!hasRead()) return;
    accept.mutate({ ...of, code }, { onSuccess: onAccepted });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h5 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('agreement.accept.title')}
      </h5>
      <p className="text-sm text-slate-700">
        {t('agreement.accept.what', { length: SIGN_CODE_LENGTH })}
      </p>
      <p className="text-sm text-slate-700">{t('agreement.accept.review')}</p>
      <CheckboxField
        ref={readBox}
        checked={read}
        onChange={(event) => {
          setRead(event.target.checked);
          if (event.target.checked) setUnread(false);
        }}
        error={
          unread ? t('agreement.accept.readRequired', { version: version.version }) : undefined
        }
      >
        {t('agreement.accept.read', { version: version.version })}
      </CheckboxField>
      <CodeEntry
        sent={sent}
        texts={{
          status: sent && (
            <>
              {t('agreement.accept.codeSent', { length: SIGN_CODE_LENGTH, sentTo: sent.sentTo })}{' '}
              {t('agreement.accept.expires', {
                when: momentText(sent.expiresAt, currentLanguage()),
              })}
            </>
          ),
          code: t('agreement.accept.code', { length: SIGN_CODE_LENGTH }),
          submit: t('agreement.accept.submit'),
          submitting: t('agreement.accept.accepting'),
          send: t('agreement.accept.button', { version: version.version }),
          resend: t('agreement.accept.resend'),
          sending: t('agreement.accept.sendingCode'),
          failed: t('agreement.toast.failed'),
        }}
        sending={send.isPending}
        sendError={send.error}
        onSend={askCode}
        submitting={accept.isPending}
        submitError={accept.error}
        onSubmit={submit}
      />
    </section>
  );
}
