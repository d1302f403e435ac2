import { REDIRECT_AFTER_LOGIN_MS, type SignInInput } from '@roomsetu/shared';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths, safeNextPath } from '@/config/paths';
import { setSession } from '@/lib/auth';
import { lazyResolver } from '@/lib/lazy-schema';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { useLater } from '../hooks/use-later';
import { isEmailNotVerified, loginErrorMessage, serverMessageOr } from '../utils/messages';
import { textLinkClass } from './auth-frame';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface SignInFormProps {
  defaultEmail: string;
  /** A new code went to this unverified e-mail: show the verify step. */
  onVerifyEmail: (email: string) => void;
}

const resolver = lazyResolver(() => import('../utils/schemas').then((m) => m.signInInput));

interface Failure {
  message: string;
  /** 403 'verify your e-mail': offer to verify it (a suspension's 403 says why instead). */
  unverifiedEmail?: string;
}

export function SignInForm({ defaultEmail, onVerifyEmail }: SignInFormProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const login = useLogin();
  const resend = useResendVerification();
  const navigate = useNavigate();
  // Sent here from a page that needs an account (save a search): back there afterwards.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const later = useLater();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = (input: SignInInput) => {
    setFailure(null);
    login.mutate(input, {
      onSuccess: ({ accessToken, user }) => {
        setSession({ accessToken, user });
        setSignedIn(true);
        toast.success(t('messages:loginSuccess'));
        later(() => void navigate(next ?? paths.home, { replace: true }), REDIRECT_AFTER_LOGIN_MS);
      },
      onError: (error) =>
        setFailure({
          message: loginErrorMessage(error),
          // A suspended account is refused with 403 too, with the reason as its message.
          unverifiedEmail: isEmailNotVerified(error) ? input.email : undefined,
        }),
    });
  };

  const verifyNow = (email: string) => {
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(t('messages:verificationCodeSent'));
          setFailure(null);
          onVerifyEmail(email);
        },
        onError: (error) =>
          setFailure({
            message: serverMessageOr(error, t('messages:unexpectedError')),
            unverifiedEmail: email,
          }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocusCapture={resolver.preload}
      className="space-y-5"
    >
      <FormAlert message={failure?.message ?? errors.root?.message ?? null}>
        {failure?.unverifiedEmail && (
          <button
            type="button"
            onClick={() => verifyNow(failure.unverifiedEmail ?? '')}
            disabled={resend.isPending}
            className={buttonClasses('secondary', 'sm', 'mt-3')}
          >
            <MailWarning aria-hidden="true" className="size-4" />
            {resend.isPending ? t('signInForm.sendingCode') : t('signInForm.verifyEmail')}
          </button>
        )}
      </FormAlert>
      <TextField
        label={t('common.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('common.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton
        busy={login.isPending || signedIn}
        busyLabel={signedIn ? t('signInForm.signingYouIn') : t('signInForm.signingIn')}
        className="w-full"
      >
        {t('signInForm.submit')}
      </SubmitButton>
      {/* After the button: the tab order is e-mail, password, sign in, then the way out. */}
      <p className="text-center">
        <Link
          to={paths.forgotPassword}
          className={`inline-flex min-h-11 items-center text-sm ${textLinkClass}`}
        >
          {t('signInForm.forgotPassword')}
        </Link>
      </p>
    </form>
  );
}
