import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One opener's text in the `common` catalog. */
export type InquiryTemplate = ParseKeys<'common'>;

/** One-tap openers for an inquiry; tapping one fills the message box (in the reader's language). */
export const PROPERTY_TEMPLATES: readonly InquiryTemplate[] = [
  'inquiry.templates.property.available',
  'inquiry.templates.property.visit',
  'inquiry.templates.property.negotiable',
  'inquiry.templates.property.utilities',
];

export const ROOMMATE_TEMPLATES: readonly InquiryTemplate[] = [
  'inquiry.templates.roommate.greatMatch',
  'inquiry.templates.roommate.stillLooking',
  'inquiry.templates.roommate.budgetArea',
  'inquiry.templates.roommate.moveIn',
];

export function QuickTemplates({
  templates,
  onPick,
}: {
  templates: readonly InquiryTemplate[];
  /** The opener's text, as shown. */
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('inquiry.templatesLegend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {templates.map((key) => {
          const text = t(key);
          return (
            <button
              key={key}
              type="button"
              onClick={() => onPick(text)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              {text}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
