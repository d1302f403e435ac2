import type { SendVerificationTokenInput } from '@roomsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['auth', 'messages']);
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
        toast.success(t('messages:tokenSent'));
        onSent(input.email);
      },
      onError: (error) => setFailure(serverMessageOr(error, t('messages:tokenSendFailed'))),
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocusCapture={resolver.preload}
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">{t('requestToken.intro')}</p>
      <FormAlert message={failure ?? form.formState.errors.root?.message ?? null} />
      <TextField
        label={t('common.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={send.isPending} busyLabel={t('common.sending')} className="w-full">
        {t('requestToken.submit')}
      </SubmitButton>
    </form>
  );
}
