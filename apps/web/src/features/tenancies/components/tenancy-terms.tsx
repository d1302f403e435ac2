import { formatRupees, type TenancySummary } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { dayText } from '../utils/tenancy-text';

/** Every term of the agreement, as a list of names and values. */
export function TenancyTerms({ terms }: { terms: TenancySummary['terms'] }) {
  const { t } = useTranslation(['tenancies', 'enums']);
  const rows: [string, string][] = [
    [t('detail.rent'), t('detail.rentValue', { amount: formatRupees(terms.rentMonthly) })],
    [t('detail.deposit'), formatRupees(terms.depositAmount)],
    [t('detail.startDate'), dayText(terms.startDate, currentLanguage())],
    [t('detail.term'), t('detail.months', { count: terms.termMonths })],
    [
      t('detail.lockIn'),
      terms.lockInMonths > 0
        ? t('detail.months', { count: terms.lockInMonths })
        : t('detail.noLockIn'),
    ],
    [t('detail.notice'), t('detail.days', { count: terms.noticeDays })],
    [t('detail.rentDue'), t('detail.rentDueValue', { day: terms.rentDueDay })],
    [
      t('detail.includes'),
      terms.includes.length > 0
        ? terms.includes.map((item) => t(`enums:tenancyInclude.${item}`)).join(', ')
        : t('detail.includesNothing'),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt className="text-sm text-slate-600">{name}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
