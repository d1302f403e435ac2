import { zodResolver } from '@hookform/resolvers/zod';
import {
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  MAX_INQUIRY_MESSAGE,
  roommateInquiryForm,
  type RoommateInquiryValues,
} from '@roomsetu/shared';
import { Send, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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

const INQUIRY_TYPE_OPTIONS = INQUIRY_TYPES.map((type) => ({
  value: type,
  label: INQUIRY_TYPE_LABELS[type],
}));

const SAFETY = [
  'Meet in a public place for the first time, and tell a friend where you are going.',
  'Never pay a deposit before you have seen the room and signed an agreement.',
  'Keep the conversation on RoomSetu until you trust the other person.',
];

/** The inquiry form beside a roommate's profile; it opens (or continues) a real conversation. */
export function RoommateInquiryForm({
  receiverId,
  receiverName,
}: {
  receiverId: number;
  receiverName: string;
}) {
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

  const onSubmit = handleSubmit((values) => {
    if (!isSignedIn) return void navigate(paths.signIn);
    inquiry.mutate({
      receiverId,
      text: composeInquiryText(values),
      inquiryType: values.inquiryType,
    });
  });

  const busy = inquiry.isPending || inquiry.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Send an inquiry to {receiverName}
        </h2>
        {!isSignedIn && (
          <p className="mt-1 text-sm text-slate-600">
            <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
              Sign in
            </Link>{' '}
            to send your inquiry.
          </p>
        )}
      </div>

      <SelectField
        label="Inquiry type"
        options={INQUIRY_TYPE_OPTIONS}
        error={errors.inquiryType?.message}
        {...register('inquiryType')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Phone"
          optional
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Occupation"
          optional
          error={errors.occupation?.message}
          {...register('occupation')}
        />
      </div>
      <TextField
        label="Preferred move-in date"
        optional
        type="date"
        min={todayInIndia()}
        error={errors.moveInDate?.message}
        {...register('moveInDate')}
      />
      <QuickTemplates
        templates={ROOMMATE_TEMPLATES}
        onPick={(text) => setValue('message', text, { shouldValidate: formState.isSubmitted })}
      />
      <TextAreaField
        label="Message"
        rows={5}
        maxLength={MAX_INQUIRY_MESSAGE}
        placeholder="Introduce yourself and what you are looking for"
        error={errors.message?.message}
        {...register('message')}
      />
      <CheckboxField error={errors.terms?.message} {...register('terms')}>
        I agree to the{' '}
        <Link
          to={paths.termsOfService}
          target="_blank"
          className="font-medium text-brand-700 hover:underline"
        >
          Terms of Service
        </Link>{' '}
        and to share these details with {receiverName}.
      </CheckboxField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => reset(emptyInquiry(user))}
          className={buttonClasses('secondary')}
        >
          Cancel
        </button>
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          <Send aria-hidden="true" className="size-4" />
          {inquiry.isPending ? 'Sending…' : 'Send Inquiry'}
        </button>
      </div>
      <aside
        aria-label="Safety reminders"
        className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Safety reminders
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {SAFETY.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </form>
  );
}
