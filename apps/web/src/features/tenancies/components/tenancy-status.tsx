import type { TenancyStatus } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';

const TONES: Record<TenancyStatus, string> = {
  DRAFT: 'bg-slate-100 text-slate-700',
  INVITED: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  ACTIVE: 'bg-green-50 text-green-800 ring-1 ring-green-200',
  NOTICE: 'bg-orange-50 text-orange-800 ring-1 ring-orange-200',
  ENDED: 'bg-slate-100 text-slate-700',
  CANCELLED: 'bg-slate-100 text-slate-700',
};

/** The state in words; the colour only repeats it. */
export function TenancyStatusBadge({ status }: { status: TenancyStatus }) {
  const { t } = useTranslation('enums');
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(`tenancyStatus.${status}`)}
    </span>
  );
}
