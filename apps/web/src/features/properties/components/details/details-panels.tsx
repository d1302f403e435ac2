import { FACINGS, getCity, type Property } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '@roomsetu/shared';
import { amenityLabel, amenityNames } from '../../utils/listing-facts';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="text-right text-sm font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const years = (t: TFunction<'rooms'>, n: number) =>
  n === 0 ? t('details.newBuilding') : t('details.years', { count: n });

export function DetailsPanel({ property }: { property: Property }) {
  const { t } = useTranslation(['rooms', 'enums']);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('details.about')}</h2>
        <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">{property.description}</p>
      </div>
      <Facts
        rows={[
          [t('details.facts.propertyType'), t(`enums:propertyType.${property.propertyType}`)],
          [t('details.facts.monthlyRent'), formatRupees(property.rent)],
          [t('details.facts.deposit'), formatRupees(property.securityDeposit)],
          [t('details.facts.maintenance'), formatRupees(property.maintenance)],
          [t('details.facts.availableFrom'), formatDate(property.availableFrom)],
          [
            t('details.facts.facing'),
            FACINGS.includes(property.facing)
              ? t(`enums:facing.${property.facing}`)
              : property.facing,
          ],
          [t('details.facts.buildingAge'), years(t, property.buildingAge)],
          [
            t('details.facts.preferredGender'),
            t(`enums:genderPreference.${property.genderPreference}`),
          ],
          [t('details.facts.preferredTenants'), t(`enums:tenantType.${property.tenantType}`)],
          [t('details.facts.listedOn'), formatDate(property.createdAt)],
        ]}
      />
    </div>
  );
}

export function AmenitiesPanel({ property }: { property: Property }) {
  const { t } = useTranslation(['rooms', 'enums']);
  const names = amenityNames(property);
  if (!names.length) return <p className="text-slate-600">{t('details.noAmenities')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {names.map((name) => (
        <li key={name} className="flex items-center gap-2 text-slate-800">
          <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
          {amenityLabel(t, name)}
        </li>
      ))}
    </ul>
  );
}

export function LocationPanel({ property }: { property: Property }) {
  const { t } = useTranslation('rooms');
  const { address } = property;
  const city = getCity(address.city)?.label ?? address.city;
  const walk = (minutes: number | null) =>
    minutes === null ? '-' : t('details.walk', { minutes });
  return (
    <div className="space-y-6">
      <address className="leading-7 text-slate-800 not-italic">
        {address.line1}
        {address.area && address.area !== address.line1 && <>, {address.area}</>}
        <br />
        {city}, {address.state} {address.postalCode}
        <br />
        {address.country}
      </address>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('details.nearby')}</h2>
        <div className="mt-3">
          <Facts
            rows={[
              [t('details.hospital'), `${property.hospitalDistance} km`],
              [t('details.metro'), walk(property.metroStationDistance)],
              [t('details.mall'), walk(property.shoppingMallDistance)],
            ]}
          />
        </div>
      </div>
    </div>
  );
}

function RuleList({ title, items, allowed }: { title: string; items: string[]; allowed: boolean }) {
  const { t } = useTranslation('rooms');
  const Icon = allowed ? Check : X;
  return (
    <div>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {items.length ? (
        <ul className="mt-2 space-y-2">
          {items.map((item, i) => (
            <li key={`${item}-${i}`} className="flex items-start gap-2 text-slate-800">
              <Icon
                aria-hidden="true"
                className={`mt-0.5 size-4 shrink-0 ${allowed ? 'text-emerald-600' : 'text-red-600'}`}
              />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('details.noneListed')}</p>
      )}
    </div>
  );
}

export function PoliciesPanel({ property }: { property: Property }) {
  const { t } = useTranslation('rooms');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RuleList
        title={t('details.allowed')}
        items={(property.allowedPolicies ?? []).map((p) => p.name)}
        allowed
      />
      <RuleList
        title={t('details.restrictions')}
        items={(property.restrictions ?? []).map((p) => p.name)}
        allowed={false}
      />
    </div>
  );
}
