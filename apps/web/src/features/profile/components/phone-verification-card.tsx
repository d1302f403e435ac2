import { PHONE_CODE_LENGTH, type PhoneCodeSent } from '@roomsetu/shared';
import { Smartphone } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { useConfirmPhone, useStartPhoneVerification } from '../api/verification';

/** Seconds before another code may be asked for (the API allows 3 an hour). */
export const RESEND_WAIT_SECONDS = 60;

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/** Phone rung: send a code by SMS, enter it; resend after a short wait. */
export function PhoneVerificationCard({ verified }: { verified: boolean }) {
  const { t } = useTranslation('profile');
  /** The server's text (in the reader's language), else ours. */
  const messageOf = (error: unknown) =>
    error instanceof ApiError ? error.message : t('verification.phone.failed');
  const start = useStartPhoneVerification();
  const confirm = useConfirmPhone();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [wait, setWait] = useCountdown();

  const send = () =>
    start.mutate(undefined, {
      onSuccess: (result) => {
        setSent(result);
        setCode('');
        setWait(RESEND_WAIT_SECONDS);
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code: code.trim() });
  };

  return (
    <section
      aria-labelledby="phone-verification-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3
        id="phone-verification-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <Smartphone aria-hidden="true" className="size-5 text-brand-600" />{' '}
        {t('verification.phone.title')}
      </h3>
      {verified ? (
        <p className="mt-2 text-sm text-emerald-700">{t('verification.phone.verified')}</p>
      ) : (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-600">
            {t('verification.phone.intro', { length: PHONE_CODE_LENGTH })}
          </p>
          <FormAlert message={start.error ? messageOf(start.error) : null} />
          {sent && (
            <form onSubmit={submit} className="space-y-3" noValidate>
              <p role="status" className="text-sm text-slate-700">
                {t('verification.phone.codeSent', { phone: sent.sentTo })}
              </p>
              <TextField
                label={t('verification.phone.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_CODE_LENGTH}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                error={confirm.error ? messageOf(confirm.error) : undefined}
              />
              <button
                type="submit"
                className={buttonClasses('primary', 'md')}
                disabled={confirm.isPending || code.length !== PHONE_CODE_LENGTH}
              >
                {confirm.isPending
                  ? t('verification.phone.checking')
                  : t('verification.phone.verify')}
              </button>
            </form>
          )}
          <button
            type="button"
            onClick={send}
            disabled={start.isPending || wait > 0}
            className={buttonClasses(sent ? 'secondary' : 'primary', 'md')}
          >
            {start.isPending
              ? t('verification.sending')
              : wait > 0
                ? t('verification.phone.resendIn', { seconds: wait })
                : sent
                  ? t('verification.phone.resend')
                  : t('verification.phone.send')}
          </button>
        </div>
      )}
    </section>
  );
}
