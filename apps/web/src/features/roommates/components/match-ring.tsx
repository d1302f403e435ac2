import { useTranslation } from 'react-i18next';

/** The mutual score as a ring: green from 70, amber from 40, slate below. */
export function MatchRing({ score, size = 48 }: { score: number; size?: number }) {
  const { t } = useTranslation('roommates');
  const r = 20;
  const circumference = 2 * Math.PI * r;
  const colour =
    score >= 70 ? 'text-emerald-600' : score >= 40 ? 'text-amber-500' : 'text-slate-400';
  return (
    <span
      role="img"
      aria-label={t('match.ring', { score })}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 48 48" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="24" cy="24" r={r} fill="none" strokeWidth="5" className="stroke-slate-100" />
        <circle
          cx="24"
          cy="24"
          r={r}
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          stroke="currentColor"
          className={colour}
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
        />
      </svg>
      <span aria-hidden="true" className="text-sm font-bold text-slate-900">
        {score}%
      </span>
    </span>
  );
}
