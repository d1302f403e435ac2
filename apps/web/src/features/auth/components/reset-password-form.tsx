import { MESSAGES, REDIRECT_AFTER_RESET_MS, VERIFICATION_CODE_LENGTH } from '@roomsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
          toast.success(MESSAGES.passwordReset);
          const state: SignInState = { email };
          later(() => void navigate(paths.signIn, { state }), REDIRECT_AFTER_RESET_MS);
        },
        onError: (error) => setFailure(serverMessageOr(error, MESSAGES.passwordResetFailed)),
      },
    );
  };

  const sendAgain = () => {
    setFailure(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(MESSAGES.tokenSent),
        onError: (error) => setFailure(serverMessageOr(error, MESSAGES.tokenSendFailed)),
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
        We sent a {VERIFICATION_CODE_LENGTH}-digit verification token to{' '}
        <strong className="font-semibold text-slate-900">{email}</strong>.{' '}
        <button
          type="button"
          onClick={onChangeEmail}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Use a different e-mail
        </button>
      </p>
      <FormAlert message={failure ?? errors.root?.message ?? null} />
      <TextField
        label="Verification token"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        error={errors.token?.message}
        {...form.register('token')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase and a lowercase letter, a number and one of !@#$%^&*"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton busy={reset.isPending || done} busyLabel="Resetting…" className="w-full">
        Reset Password
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Didn&apos;t get it?{' '}
        <button
          type="button"
          onClick={sendAgain}
          disabled={resend.isPending || done}
          className={buttonClasses('ghost', 'sm', 'text-brand-700')}
        >
          {resend.isPending ? 'Sending…' : 'Send the token again'}
        </button>
      </p>
    </form>
  );
}
