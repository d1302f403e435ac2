import { formatRupees, getCity, type TenancySummary } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '@/lib/i18n';
import { FOCUS_HEADING } from '../utils/heading-focus';
import { dayText } from '../utils/tenancy-text';
import { TenancyParties } from './tenancy-parties';
import { TenancyStatusBadge } from './tenancy-status';

/** One tenancy in the list; its title opens it (`search` is the URL that shows it). */
export function TenancyRow({
  tenancy,
  search,
  selfId,
}: {
  tenancy: TenancySummary;
  search: string;
  selfId: number | undefined;
}) {
  const { t } = useTranslation('tenancies');
  const { terms, property } = tenancy;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="tenancy-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={{ search }}
              state={FOCUS_HEADING}
              className="hover:text-brand-700 hover:underline"
            >
              {property.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{getCity(property.city)?.label ?? property.city}</p>
        </div>
        <TenancyStatusBadge status={tenancy.status} />
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {[
          t('row.rent', { amount: formatRupees(terms.rentMonthly) }),
          t('row.deposit', { amount: formatRupees(terms.depositAmount) }),
          t('row.starts', { date: dayText(terms.startDate, currentLanguage()) }),
        ].join(' · ')}
      </p>
      <div className="mt-3">
        <TenancyParties tenancy={tenancy} selfId={selfId} />
      </div>
    </li>
  );
}
