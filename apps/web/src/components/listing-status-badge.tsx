import type { PropertyStatus } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';

type Look = 'card' | 'table';

const NEUTRAL = 'bg-slate-100 text-slate-700 ring-slate-200';

/** Each place keeps the look it has always had. */
const LOOKS: Record<Look, { size: string; tones: Partial<Record<PropertyStatus, string>> }> = {
  /** An owner's own listing: every state an owner can put a listing in has its colour. */
  card: {
    size: 'px-2.5 text-sm',
    tones: {
      ACTIVE: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      PAUSED: 'bg-slate-100 text-slate-800 ring-slate-300',
      LET_AGREED: 'bg-sky-50 text-sky-900 ring-sky-200',
      PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
      DRAFT: 'bg-amber-50 text-amber-900 ring-amber-200',
      SUSPENDED: 'bg-red-50 text-red-800 ring-red-200',
    },
  },
  /** A row of the admin table: smaller, on one line, coloured for the states moderation acts on. */
  table: {
    size: 'px-2 text-xs whitespace-nowrap',
    tones: {
      ACTIVE: 'bg-green-50 text-green-800 ring-green-200',
      PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
      SUSPENDED: 'bg-red-50 text-red-800 ring-red-200',
    },
  },
};

/** A listing's status in the spec's words ('Pending Review', 'Let agreed'…), as a pill. */
export function ListingStatusBadge({
  status,
  look = 'card',
}: {
  status: PropertyStatus;
  look?: Look;
}) {
  const { t } = useTranslation('enums');
  const { size, tones } = LOOKS[look];
  return (
    <span
      className={`inline-flex rounded-full py-0.5 font-semibold ring-1 ${size} ${tones[status] ?? NEUTRAL}`}
    >
      {t(`propertyStatus.${status}`, { defaultValue: status })}
    </span>
  );
}
