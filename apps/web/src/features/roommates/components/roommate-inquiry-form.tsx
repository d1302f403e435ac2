import { zodResolver } from '@hookform/resolvers/zod';
import {
  INQUIRY_TYPES,
  MAX_INQUIRY_MESSAGE,
  roommateInquiryForm,
  type RoommateInquiryValues,
} from '@roomsetu/shared';
import { Send, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonClasses } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { useSendInquiry } from '@/components/inquiry/send-inquiry';
import { QuickTemplates, ROOMMATE_TEMPLATES } from '@/components/inquiry/inquiry-templates';
import { useAuth } from '@/lib/auth';
import { todayInIndia } from '@roomsetu/shared';
import { composeInquiryText, emptyInquiry } from '../lib/inquiry-form';
import { errorText } from '../lib/texts';

/** The safety tips under the form, in order (`roommates:inquiry.<key>`). */
const SAFETY = ['safetyPublicPlace', 'safetyDeposit', 'safetyStayOnApp'] as const;

/** The inquiry form beside a roommate's profile; it opens (or continues) a real conversation. */
export function RoommateInquiryForm({
  receiverId,
  receiverName,
}: {
  receiverId: number;
  receiverName: string;
}) {
  const { t } = useTranslation(['roommates', 'enums', 'validation', 'messages', 'session']);
  const { user, isSignedIn } = useAuth();
  const navigate = useNavigate();
  const inquiry = useSendInquiry();
  const id = useId();
  const form = useForm<RoommateInquiryValues, unknown, z.output<typeof roommateInquiryForm>>({
    resolver: zodResolver(roommateInquiryForm),
    defaultValues: emptyInquiry(user),
  });
  const { register, handleSubmit, formState, setValue, reset } = form;
  const errors = formState.errors;
  const error = (message: string | undefined) => errorText(t, message);
  // The fields' names, registered outside JSX (they are names, not texts).
  const fields = {
    inquiryType: register('inquiryType'),
    fullName: register('fullName'),
    phone: register('phone'),
    email: register('email'),
    occupation: register('occupation'),
    moveInDate: register('moveInDate'),
    message: register('message'),
    terms: register('terms'),
  };
  const typeOptions = INQUIRY_TYPES.map((type) => ({
    value: type,
    label: t(`enums:inquiryType.${type}`),
  }));

  const onSubmit = handleSubmit((values) => {
    if (!isSignedIn) return void navigate(paths.signIn);
    inquiry.mutate({
      receiverId,
      text: composeInquiryText(values, t),
      inquiryType: values.inquiryType,
    });
  });

  const busy = inquiry.isPending || inquiry.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('inquiry.title', { name: receiverName })}
        </h2>
        {!isSignedIn && (
          <p className="mt-1 text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="inquiry.signInPrompt"
              components={{
                link: (
                  <Link
                    to={paths.signIn}
                    className="font-semibold text-brand-700 hover:underline"
                  />
                ),
              }}
            />
          </p>
        )}
      </div>

      <SelectField
        label={t('inquiry.type')}
        options={typeOptions}
        error={error(errors.inquiryType?.message)}
        {...fields.inquiryType}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('inquiry.fullName')}
          autoComplete="name"
          error={error(errors.fullName?.message)}
          {...fields.fullName}
        />
        <TextField
          label={t('inquiry.phone')}
          optional
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={error(errors.phone?.message)}
          {...fields.phone}
        />
        <TextField
          label={t('inquiry.email')}
          type="email"
          autoComplete="email"
          error={error(errors.email?.message)}
          {...fields.email}
        />
        <TextField
          label={t('inquiry.occupation')}
          optional
          error={error(errors.occupation?.message)}
          {...fields.occupation}
        />
      </div>
      <TextField
        label={t('inquiry.moveInDate')}
        optional
        type="date"
        min={todayInIndia()}
        error={error(errors.moveInDate?.message)}
        {...fields.moveInDate}
      />
      <QuickTemplates
        templates={ROOMMATE_TEMPLATES}
        onPick={(text) => setValue('message', text, { shouldValidate: formState.isSubmitted })}
      />
      <TextAreaField
        label={t('inquiry.message')}
        rows={5}
        maxLength={MAX_INQUIRY_MESSAGE}
        placeholder={t('inquiry.messagePlaceholder')}
        error={error(errors.message?.message)}
        {...fields.message}
      />
      <CheckboxField error={error(errors.terms?.message)} {...fields.terms}>
        <Trans
          t={t}
          i18nKey="inquiry.terms"
          values={{ name: receiverName }}
          components={{
            link: (
              <Link
                to={paths.termsOfService}
                target="_blank"
                className="font-medium text-brand-700 hover:underline"
              />
            ),
          }}
        />
      </CheckboxField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => reset(emptyInquiry(user))}
          className={buttonClasses('secondary')}
        >
          {t('inquiry.cancel')}
        </button>
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          <Send aria-hidden="true" className="size-4" />
          {inquiry.isPending ? t('inquiry.sending') : t('inquiry.send')}
        </button>
      </div>
      <aside
        aria-label={t('inquiry.safetyTitle')}
        className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('inquiry.safetyTitle')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {SAFETY.map((tip) => (
            <li key={tip}>{t(`inquiry.${tip}`)}</li>
          ))}
        </ul>
      </aside>
    </form>
  );
}
