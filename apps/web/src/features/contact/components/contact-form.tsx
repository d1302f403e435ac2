import { CONTACT_SUCCESS_MS, type ContactInput, type ContactType } from '@roomsetu/shared';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-fields';
import { lazyResolver } from '@/lib/lazy-schema';
import { sharedText } from '@/lib/shared-text';
import { sendFailureMessage, useSendMessage } from '../api/send-message';
import type { contactInput } from '../utils/schemas';

type ContactFormValues = z.input<typeof contactInput>;

const resolver = lazyResolver(() => import('../utils/schemas').then((m) => m.contactInput));

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** The form shows one message: the first field's, in reading order. */
function firstMessage(errors: FieldErrors<ContactFormValues>): string | undefined {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return errors.root?.message;
}

export interface ContactFormProps {
  type?: ContactType;
  /** Prefilled values (a signed-in user's name and e-mail, a subject from the link). */
  defaults?: Partial<Pick<ContactInput, 'firstName' | 'lastName' | 'email' | 'subject'>>;
  submitLabel?: string;
}

/**
 * What the form says after a send: the server's words, or a shared message (MESSAGES.x, in
 * English: shown in the reader's language).
 */
type Status = { kind: 'sent' | 'failed'; text: string } | null;

/** The contact form, and (type 'report') the issue report form: the same fields and call. */
export function ContactForm({ type = 'contact', defaults, submitLabel }: ContactFormProps) {
  const { t } = useTranslation(['contact', 'validation', 'messages', 'session']);
  const shared = (text: string) => sharedText(t, text);
  const isReport = type === 'report';
  const emptyValues: ContactFormValues = {
    firstName: defaults?.firstName ?? '',
    lastName: defaults?.lastName ?? '',
    email: defaults?.email ?? '',
    subject: defaults?.subject ?? '',
    message: '',
    type,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver,
    defaultValues: emptyValues,
  });
  const send = useSendMessage();
  const [status, setStatus] = useState<Status>(null);

  // The success note stays for CONTACT_SUCCESS_MS, then the form is simply ready again.
  useEffect(() => {
    if (status?.kind !== 'sent') return;
    const timer = window.setTimeout(() => setStatus(null), CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = handleSubmit((values) => {
    setStatus(null);
    send.mutate(values, {
      onSuccess: (receipt) => {
        // A subject that came with the link was for this message only.
        reset({ ...emptyValues, subject: '' });
        const fallback = t(isReport ? 'messages:reportSent' : 'messages:contactSent');
        setStatus({ kind: 'sent', text: receipt.message || fallback });
      },
      onError: (error) => setStatus({ kind: 'failed', text: sendFailureMessage(error) }),
    });
  });

  // Each field's registration (react-hook-form's name is no text a person reads).
  const fields = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    subject: register('subject'),
    message: register('message'),
  };
  const validation = firstMessage(errors);
  const messageLabel = isReport ? t('form.issue') : t('form.message');

  return (
    <form
      onSubmit={onSubmit}
      onFocusCapture={resolver.preload}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('form.firstName')}
        aria-required
        autoComplete="given-name"
        data-autofocus
        invalid={Boolean(errors.firstName)}
        {...fields.firstName}
      />
      <TextField
        label={t('form.lastName')}
        optional
        autoComplete="family-name"
        invalid={Boolean(errors.lastName)}
        {...fields.lastName}
      />
      <TextField
        label={t('form.email')}
        aria-required
        type="email"
        inputMode="email"
        autoComplete="email"
        invalid={Boolean(errors.email)}
        className="sm:col-span-2"
        {...fields.email}
      />
      <TextField
        label={t('form.subject')}
        optional
        className="sm:col-span-2"
        invalid={Boolean(errors.subject)}
        {...fields.subject}
      />
      <TextAreaField
        label={messageLabel}
        aria-required
        rows={5}
        className="sm:col-span-2"
        placeholder={isReport ? t('form.issuePlaceholder') : t('form.messagePlaceholder')}
        invalid={Boolean(errors.message)}
        {...fields.message}
      />
      <div className="sm:col-span-2">
        {validation && (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {shared(validation)}
          </p>
        )}
        {!validation && status && (
          <p
            role={status.kind === 'failed' ? 'alert' : 'status'}
            className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
              status.kind === 'sent' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
            }`}
          >
            {status.kind === 'sent' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {shared(status.text)}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={send.isPending}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          <Send aria-hidden="true" className="size-4" />
          {send.isPending
            ? t('form.sending')
            : (submitLabel ?? (isReport ? t('form.sendReport') : t('form.send')))}
        </button>
      </div>
    </form>
  );
}
