import { FURNISHING_LABELS, type Property } from '@roomsetu/shared';
import {
  Bath,
  BedDouble,
  Building,
  CalendarCheck,
  Ruler,
  Sofa,
  type LucideIcon,
} from 'lucide-react';
import { isAvailableNow } from '../../utils/listing-facts';
import { floorLabel } from '../../utils/options';

interface Stat {
  Icon: LucideIcon;
  label: string;
  value: string;
}

function statsOf(property: Property): Stat[] {
  return [
    { Icon: BedDouble, label: 'Bedrooms', value: String(property.bedrooms) },
    { Icon: Bath, label: 'Bathrooms', value: String(property.bathrooms) },
    {
      Icon: Ruler,
      label: 'Area',
      value: `${property.areaSqFt.toLocaleString('en-IN')} sqft`,
    },
    {
      Icon: Sofa,
      label: 'Furnishing',
      value: FURNISHING_LABELS[property.furnished] ?? property.furnished,
    },
    { Icon: Building, label: 'Floor', value: floorLabel(property.floor) },
    {
      Icon: CalendarCheck,
      label: 'Availability',
      value: isAvailableNow(property.availableFrom) ? 'Available Now' : '-',
    },
  ];
}

export function PropertyStats({ property }: { property: Property }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3 xl:grid-cols-6">
      {statsOf(property).map(({ Icon, label, value }) => (
        <div key={label} className="flex items-center gap-3 xl:flex-col xl:items-start xl:gap-1">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
