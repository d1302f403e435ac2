import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '@roomsetu/shared';

const TONES: Partial<Record<PropertyStatus, string>> = {
  ACTIVE: 'bg-green-50 text-green-800 ring-green-200',
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  SUSPENDED: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: PropertyStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${
        TONES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200'
      }`}
    >
      {PROPERTY_STATUS_LABELS[status]}
    </span>
  );
}
