import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  sendVerificationTokenInput,
  type SendVerificationTokenInput,
} from '@roomsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { useSendVerificationToken } from '../api/send-verification-token';
import { serverMessageOr } from '../utils/messages';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { SubmitButton } from './submit-button';

interface RequestTokenFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

/** Forgot password, step 1: the e-mail to send the reset code to. */
export function RequestTokenForm({ defaultEmail, onSent }: RequestTokenFormProps) {
  const form = useForm<SendVerificationTokenInput>({
    resolver: zodResolver(sendVerificationTokenInput),
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
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-sm text-slate-600">
        Enter the e-mail of your account and we will send you a verification token to choose a new
        password.
      </p>
      <FormAlert message={failure} />
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
