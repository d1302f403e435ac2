import { REDIRECT_AFTER_RESET_MS, VERIFICATION_CODE_LENGTH } from '@roomsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { lazyResolver } from '@/lib/lazy-schema';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { useSendVerificationToken } from '../api/send-verification-token';
import { useLater } from '../hooks/use-later';
import { serverMessageOr } from '../utils/messages';
import type { SignInState } from '../utils/sign-in-state';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

type ResetFormInput = { token: string; password: string };

const resolver = lazyResolver<ResetFormInput>(() =>
  import('../utils/schemas').then((m) => m.resetForm),
);

interface ResetPasswordFormProps {
  email: string;
  onChangeEmail: () => void;
}

/** Forgot password, step 2: the mailed token and a new password. */
export function ResetPasswordForm({ email, onChangeEmail }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const form = useForm<ResetFormInput>({
    resolver,
    defaultValues: { token: '', password: '' },
  });
  const reset = useResetPassword();
  const resend = useSendVerificationToken();
  const navigate = useNavigate();
  const later = useLater();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { errors } = form.formState;

  const onSubmit = ({ token, password }: ResetFormInput) => {
    setFailure(null);
    reset.mutate(
      { email, token, password },
      {
        onSuccess: () => {
          setDone(true);
          toast.success(t('messages:passwordReset'));
          const state: SignInState = { email };
          later(() => void navigate(paths.signIn, { state }), REDIRECT_AFTER_RESET_MS);
        },
        onError: (error) => setFailure(serverMessageOr(error, t('messages:passwordResetFailed'))),
      },
    );
  };

  const sendAgain = () => {
    setFailure(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(t('messages:tokenSent')),
        onError: (error) => setFailure(serverMessageOr(error, t('messages:tokenSendFailed'))),
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
      <p className="text-sm break-words text-slate-600">
        <Trans
          t={t}
          i18nKey="resetPassword.sent"
          values={{ length: VERIFICATION_CODE_LENGTH, email }}
          components={{ strong: <strong className="font-semibold text-slate-900" /> }}
        />{' '}
        <button
          type="button"
          onClick={onChangeEmail}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('resetPassword.differentEmail')}
        </button>
      </p>
      <FormAlert message={failure ?? errors.root?.message ?? null} />
      <TextField
        label={t('resetPassword.token')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        error={errors.token?.message}
        {...form.register('token')}
      />
      <PasswordField
        label={t('resetPassword.newPassword')}
        autoComplete="new-password"
        hint={t('common.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton
        busy={reset.isPending || done}
        busyLabel={t('resetPassword.resetting')}
        className="w-full"
      >
        {t('resetPassword.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        {t('resetPassword.notReceived')}{' '}
        <button
          type="button"
          onClick={sendAgain}
          disabled={resend.isPending || done}
          className={buttonClasses('ghost', 'sm', 'text-brand-700')}
        >
          {resend.isPending ? t('common.sending') : t('resetPassword.sendAgain')}
        </button>
      </p>
    </form>
  );
}
