import {
  AGREEMENT_TENANCY_STATUSES,
  SIGN_CODE_LENGTH,
  type AgreementVersion,
  type SignCodeSent,
  type TenancyDetail,
} from '@roomsetu/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { CheckboxField, FormAlert, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useAcceptAgreement, useSendAgreementCode } from '../api/agreement-steps';
import { focusOnMount } from '../utils/form-input';
import { momentText } from '../utils/tenancy-text';

const CODE_PATTERN = `[0-9]{${SIGN_CODE_LENGTH}}`;

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
  const [code, setCode] = useState('');
  const messageOf = (error: unknown) =>
    error instanceof ApiError ? error.message : t('agreement.toast.failed');

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
    send.mutate(of, {
      onSuccess: (result) => {
        setSent(result);
        setCode('');
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
      <p
        role="status"
        aria-live="polite"
        className="text-sm font-medium text-slate-900 empty:hidden"
      >
        {sent && (
          <>
            {t('agreement.accept.codeSent', { length: SIGN_CODE_LENGTH, sentTo: sent.sentTo })}{' '}
            {t('agreement.accept.expires', {
              when: momentText(sent.expiresAt, currentLanguage()),
            })}
          </>
        )}
      </p>
      <FormAlert message={send.error ? messageOf(send.error) : null} />
      {sent && (
        <form noValidate onSubmit={submit} className="space-y-3">
          <TextField
            ref={focusOnMount}
            label={t('agreement.accept.code', { length: SIGN_CODE_LENGTH })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={CODE_PATTERN}
            maxLength={SIGN_CODE_LENGTH}
            value={code}
            invalid={Boolean(accept.error)}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <FormAlert message={accept.error ? messageOf(accept.error) : null} />
          <button
            type="submit"
            disabled={accept.isPending || code.length !== SIGN_CODE_LENGTH}
            className={buttonClasses('primary', 'md')}
          >
            {accept.isPending ? t('agreement.accept.accepting') : t('agreement.accept.submit')}
          </button>
        </form>
      )}
      <button
        type="button"
        onClick={askCode}
        disabled={send.isPending}
        className={buttonClasses(sent ? 'secondary' : 'primary', sent ? 'sm' : 'md')}
      >
        {send.isPending
          ? t('agreement.accept.sendingCode')
          : sent
            ? t('agreement.accept.resend')
            : t('agreement.accept.button', { version: version.version })}
      </button>
    </section>
  );
}
