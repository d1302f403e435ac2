import { SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The questions, in order: `faq.<key>.question` and `faq.<key>.answer` in `contact`. */
const FAQS = ['hearBack', 'reportAbuse', 'findRoom', 'listProperty'] as const;

export function ContactFaq() {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className="text-2xl font-bold text-slate-900">
        {t('faq.title')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 px-5">
        {FAQS.map((faq) => (
          <li key={faq}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-3 py-4 font-medium text-slate-800 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                {t(`faq.${faq}.question`)}
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-sm leading-6 text-slate-600">
                {t(`faq.${faq}.answer`, { hours: SUPPORT_REPLY_HOURS })}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
