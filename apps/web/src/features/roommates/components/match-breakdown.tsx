import type { CompatibilityResult } from '@roomsetu/shared';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../lib/texts';
import { MatchRing } from './match-ring';

const EXCLUDED = {
  gender: 'match.excludedGender',
  city: 'match.excludedCity',
} as const satisfies Record<NonNullable<CompatibilityResult['excludedBy']>, string>;

/** Every factor of the mutual score: points, the reason in words, and what is not answered. */
export function MatchBreakdown({ result }: { result: CompatibilityResult }) {
  const { t } = useTranslation('roommates');
  return (
    <section
      aria-labelledby="match-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-4">
        <MatchRing score={result.score} size={64} />
        <div>
          <h2 id="match-title" className="text-lg font-semibold text-slate-900">
            {t('match.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {result.excludedBy
              ? t(EXCLUDED[result.excludedBy])
              : t('match.basedOn', { answered: result.answered, total: result.total })}
          </p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100 text-sm">
        {result.factors.map((f) => {
          const ratio = f.known ? f.points / f.max : 0;
          const Icon = !f.known ? Minus : ratio >= 0.75 ? Check : ratio >= 0.4 ? Minus : X;
          return (
            <li key={f.factor} className="flex items-center gap-3 py-2">
              <Icon
                aria-hidden="true"
                className={`size-4 shrink-0 ${
                  !f.known
                    ? 'text-slate-300'
                    : ratio >= 0.75
                      ? 'text-emerald-600'
                      : ratio >= 0.4
                        ? 'text-amber-500'
                        : 'text-red-500'
                }`}
              />
              <span className="w-28 shrink-0 font-medium text-slate-800">
                {t(`compatibility.${f.factor}.label`)}
              </span>
              <span className={`flex-1 ${f.known ? 'text-slate-700' : 'text-slate-400'}`}>
                {reasonText(t, f.factor, f.reason)}
              </span>
              <span className="shrink-0 text-slate-500 tabular-nums">
                {f.known ? `${f.points}/${f.max}` : '–'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
