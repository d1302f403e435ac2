import type { ListingFormDraft } from '@roomsetu/shared';
import { CircleAlert } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stepMessages, type StepNumber } from '../../utils/listing-steps';
import { useMessageText } from './message-text';

/** What stops this step, one message per field in the spec's order; each jumps to its field. */
export function ErrorSummary({ step }: { step: StepNumber }) {
  const { t } = useTranslation('listing');
  const text = useMessageText();
  const {
    formState: { errors },
    setFocus,
  } = useFormContext<ListingFormDraft>();
  const messages = stepMessages(step, errors);
  const unavailable = errors.root?.message;
  if (unavailable) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800"
      >
        <CircleAlert aria-hidden="true" className="size-5" />
        {text(unavailable)}
      </p>
    );
  }
  if (!messages.length) return null;

  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5" />
        {t('wizard.errorSummary.title')}
      </p>
      <ul
        aria-label={t('wizard.errorSummary.list')}
        className="mt-2 list-disc space-y-1 pl-7 text-sm"
      >
        {messages.map(({ field, message }) => (
          <li key={field}>
            <button type="button" onClick={() => setFocus(field)} className="text-left underline">
              {text(message)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
