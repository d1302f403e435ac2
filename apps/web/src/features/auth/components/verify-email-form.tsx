import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@roomsetu/shared';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { loadOnce } from '@/lib/load-once';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { useCooldown } from '../hooks/use-cooldown';
import { serverMessageOr, verifyErrorMessage } from '../utils/messages';
import {
  FieldError,
  FieldHint,
  inputClass,
  labelClass,
  useFieldIds,
} from '@/components/ui/form-fields';
import { SubmitButton } from './submit-button';

/** Seconds between two 'Resend code' presses (the API also limits mails per address). */
export const RESEND_COOLDOWN_SECONDS = 30;

const schemas = loadOnce(() => import('../utils/schemas'));

interface VerifyEmailFormProps {
  email: string;
  /** Called once the code is accepted; the caller decides where to go (after its delay). */
  onVerified: () => void;
  /** A code was mailed just now: start with the resend cooldown running. */
  codeJustSent?: boolean;
}

/** Sign-up step 5 (and sign-in's 'verify your e-mail'): the 6-digit code mailed to `email`. */
export function VerifyEmailForm({ email, onVerified, codeJustSent = true }: VerifyEmailFormProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, codeJustSent);
  const heading = useRef<HTMLHeadingElement>(null);
  const f = useFieldIds(error ?? undefined, true);

  // The step replaces the form the user was in: tell them where they are now.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = code.trim();
    if (!token || verify.isPending || verified) return; // spec: Verify does nothing without a code
    const loaded = await schemas().catch(() => null);
    if (!loaded) {
      // The schemas could not be fetched: lib/lazy-schema's SCHEMA_UNAVAILABLE, translated.
      setError(t('messages:networkError'));
      return;
    }
    const { firstError, verifyEmailInput } = loaded;
    const input = verifyEmailInput.safeParse({ email, token });
    if (!input.success) {
      setError(firstError(input) ?? t('messages:verifyInvalid'));
      return;
    }
    setError(null);
    verify.mutate(input.data, {
      onSuccess: () => {
        setVerified(true);
        toast.success(t('messages:verifySuccess'));
        onVerified();
      },
      onError: (err) => setError(verifyErrorMessage(err)),
    });
  };

  const onResend = () => {
    if (cooldown.remaining > 0 || resend.isPending) return;
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          setError(null);
          setCode('');
          cooldown.start();
          toast.success(t('messages:verificationCodeSent'));
        },
        onError: (err) => setError(serverMessageOr(err, t('messages:unexpectedError'))),
      },
    );
  };

  return (
    <section aria-labelledby={`${f.id}-title`}>
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2
            ref={heading}
            id={`${f.id}-title`}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {t('verifyEmail.title')}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">
            <Trans
              t={t}
              i18nKey="verifyEmail.sent"
              values={{ length: VERIFICATION_CODE_LENGTH, email }}
              components={{ strong: <strong className="font-semibold text-slate-900" /> }}
            />
          </p>
        </div>
      </div>

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocusCapture={schemas.preload}
        className="mt-6 space-y-5"
      >
        <div>
          <label htmlFor={f.id} className={labelClass}>
            {t('verifyEmail.code')}
          </label>
          <input
            id={f.id}
            name="code"
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={VERIFICATION_CODE_LENGTH}
            readOnly={verified}
            {...f.aria}
            className={`mt-1.5 text-center font-mono text-xl tracking-[0.5em] ${inputClass(!!error)}`}
          />
          {!error && (
            <FieldHint id={f.hintId}>
              {t('verifyEmail.validFor', { minutes: VERIFICATION_CODE_TTL_MINUTES })}
            </FieldHint>
          )}
          <FieldError id={f.errorId} message={error ?? undefined} />
        </div>

        <SubmitButton
          busy={verify.isPending || verified}
          busyLabel={verified ? t('verifyEmail.verified') : t('verifyEmail.verifying')}
          className="w-full"
        >
          {t('verifyEmail.submit')}
        </SubmitButton>

        <p className="text-center text-sm text-slate-600">
          {t('verifyEmail.notReceived')}{' '}
          <button
            type="button"
            onClick={onResend}
            disabled={cooldown.remaining > 0 || resend.isPending || verified}
            className={buttonClasses('ghost', 'sm', 'text-brand-700')}
          >
            {resend.isPending
              ? t('common.sending')
              : cooldown.remaining > 0
                ? t('verifyEmail.resendIn', { seconds: cooldown.remaining })
                : t('verifyEmail.resend')}
          </button>
        </p>
      </form>
    </section>
  );
}
