import { MESSAGES, type SendVerificationTokenInput } from '@roomsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { lazyResolver } from '@/lib/lazy-schema';
import { useSendVerificationToken } from '../api/send-verification-token';
import { serverMessageOr } from '../utils/messages';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { SubmitButton } from './submit-button';

const resolver = lazyResolver(() =>
  import('../utils/schemas').then((m) => m.sendVerificationTokenInput),
);

interface RequestTokenFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

/** Forgot password, step 1: the e-mail to send the reset code to. */
export function RequestTokenForm({ defaultEmail, onSent }: RequestTokenFormProps) {
  const form = useForm<SendVerificationTokenInput>({
    resolver,
    defaultValues: { email: defaultEmail },
  });
  const send = useSendVerificationToken();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (input: SendVerificationTokenInput) => {
    setFailure(null);
    send.mutate(input, {
      onSuccess: () => {
        toast.success(MESSAGES.tokenSent);
        onSent(input.email);
      },
      onError: (error) => setFailure(serverMessageOr(error, MESSAGES.tokenSendFailed)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocusCapture={resolver.preload}
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">
        Enter the e-mail of your account and we will send you a verification token to choose a new
        password.
      </p>
      <FormAlert message={failure ?? form.formState.errors.root?.message ?? null} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={send.isPending} busyLabel="Sending…" className="w-full">
        Get verification token
      </SubmitButton>
    </form>
  );
}
