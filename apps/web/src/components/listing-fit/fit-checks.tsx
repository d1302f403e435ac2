import type { ListingFit } from '@roomsetu/shared';
import { Check, HelpCircle, X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const CHECKS: readonly [keyof ListingFit, string, string, string][] = [
  ['budget', 'Budget', 'Rent is inside your budget', 'Rent is outside your budget'],
  ['moveIn', 'Move-in', 'Available by your move-in date', 'Available only after your move-in date'],
  ['gender', 'Tenants', 'The owner welcomes you', 'The owner prefers other tenants'],
  ['locality', 'Locality', 'In one of your localities', 'Not in your localities'],
];

/** On a listing, for a signed-in seeker: the four checks against their answers. */
export function FitChecks({ fit }: { fit: ListingFit }) {
  const unknown = Object.values(fit).some((v) => v === null);
  return (
    <section
      aria-labelledby="fit-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="fit-title" className="font-semibold text-slate-900">
        How it fits you
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {CHECKS.map(([key, label, yes, no]) => {
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
                <span className="font-medium text-slate-800">{label}: </span>
                <span className="text-slate-700">
                  {value === null ? 'Not answered yet' : value ? yes : no}
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
          Add your answers
        </Link>
      )}
    </section>
  );
}
