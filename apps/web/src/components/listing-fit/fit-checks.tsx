import type { ListingFit } from '@roomsetu/shared';
import { Check, HelpCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The checks in order; each one's label and answers are `fit.<check>.*` in the `common` catalog. */
const CHECKS: readonly (keyof ListingFit)[] = ['budget', 'moveIn', 'gender', 'locality'];

/** On a listing, for a signed-in seeker: the four checks against their answers. */
export function FitChecks({ fit }: { fit: ListingFit }) {
  const { t } = useTranslation();
  const unknown = Object.values(fit).some((v) => v === null);
  return (
    <section
      aria-labelledby="fit-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="fit-title" className="font-semibold text-slate-900">
        {t('fit.title')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {CHECKS.map((key) => {
          const value = fit[key];
          const Icon = value === null ? HelpCircle : value ? Check : X;
          return (
            <li key={key} className="flex items-start gap-2">
              <Icon
                aria-hidden="true"
                className={`mt-0.5 size-4 shrink-0 ${
                  value === null ? 'text-slate-400' : value ? 'text-emerald-600' : 'text-red-600'
                }`}
              />
              <span>
                <span className="font-medium text-slate-800">{`${t(`fit.${key}.label`)}: `}</span>
                <span className="text-slate-700">
                  {value === null
                    ? t('fit.notAnswered')
                    : t(value ? `fit.${key}.yes` : `fit.${key}.no`)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {unknown && (
        <Link
          to={`${paths.profile}#roommate-answers`}
          className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {t('fit.addAnswers')}
        </Link>
      )}
    </section>
  );
}
