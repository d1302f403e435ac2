import { FURNISHINGS, type Property } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import {
  Bath,
  BedDouble,
  Building,
  CalendarCheck,
  Ruler,
  Sofa,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTodayInIndia } from '@/lib/today';
import { isAvailableNow } from '../../utils/listing-facts';
import { floorLabel } from '../../utils/options';
import { formatIndianNumber } from '@roomsetu/shared';

interface Stat {
  Icon: LucideIcon;
  label: string;
  value: string;
}

function statsOf(property: Property, today: string, t: TFunction<['rooms', 'enums']>): Stat[] {
  return [
    { Icon: BedDouble, label: t('details.stats.bedrooms'), value: String(property.bedrooms) },
    { Icon: Bath, label: t('details.stats.bathrooms'), value: String(property.bathrooms) },
    {
      Icon: Ruler,
      label: t('details.stats.area'),
      value: `${formatIndianNumber(property.areaSqFt)} sqft`,
    },
    {
      Icon: Sofa,
      label: t('details.stats.furnishing'),
      value: FURNISHINGS.includes(property.furnished)
        ? t(`enums:furnishing.${property.furnished}`)
        : property.furnished,
    },
    { Icon: Building, label: t('details.stats.floor'), value: floorLabel(t, property.floor) },
    {
      Icon: CalendarCheck,
      label: t('details.stats.availability'),
      value: isAvailableNow(property.availableFrom, today) ? t('details.stats.availableNow') : '-',
    },
  ];
}

export function PropertyStats({ property }: { property: Property }) {
  const { t } = useTranslation(['rooms', 'enums']);
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3 xl:grid-cols-6">
      {statsOf(property, useTodayInIndia(), t).map(({ Icon, label, value }) => (
        // dt and dd straight inside the item (a list may hold nothing else); the icon sits in the
        // dt, beside the pair on phones and above it on wide screens.
        <div key={label} className="relative min-w-0 pl-8 xl:pt-6 xl:pl-0">
          <dt className="text-sm text-slate-500">
            <Icon
              aria-hidden="true"
              className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-brand-600 xl:top-0 xl:translate-y-0"
            />
            {label}
          </dt>
          <dd className="text-sm font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
