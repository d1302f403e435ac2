import {
  FACING_LABELS,
  GENDER_PREFERENCE_LABELS,
  getCity,
  PROPERTY_TYPE_LABELS,
  TENANT_TYPE_LABELS,
  type Property,
} from '@roomsetu/shared';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatRupees } from '@roomsetu/shared';
import { amenityNames } from '../../utils/listing-facts';

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

const years = (n: number) => (n === 0 ? 'New' : `${n} ${n === 1 ? 'year' : 'years'}`);

export function DetailsPanel({ property }: { property: Property }) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">About this property</h2>
        <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">{property.description}</p>
      </div>
      <Facts
        rows={[
          ['Property type', PROPERTY_TYPE_LABELS[property.propertyType]],
          ['Monthly rent', formatRupees(property.rent)],
          ['Security deposit', formatRupees(property.securityDeposit)],
          ['Maintenance', formatRupees(property.maintenance)],
          ['Available from', formatDate(property.availableFrom)],
          ['Facing', FACING_LABELS[property.facing] ?? property.facing],
          ['Building age', years(property.buildingAge)],
          ['Preferred gender', GENDER_PREFERENCE_LABELS[property.genderPreference]],
          ['Preferred tenants', TENANT_TYPE_LABELS[property.tenantType]],
          ['Listed on', formatDate(property.createdAt)],
        ]}
      />
    </div>
  );
}

export function AmenitiesPanel({ property }: { property: Property }) {
  const names = amenityNames(property);
  if (!names.length) return <p className="text-slate-600">No amenities listed.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {names.map((name) => (
        <li key={name} className="flex items-center gap-2 text-slate-800">
          <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
          {name}
        </li>
      ))}
    </ul>
  );
}

export function LocationPanel({ property }: { property: Property }) {
  const { address } = property;
  const city = getCity(address.city)?.label ?? address.city;
  const walk = (minutes: number | null) => (minutes === null ? '-' : `${minutes} min walk`);
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
        <h2 className="text-lg font-semibold text-slate-900">Nearby</h2>
        <div className="mt-3">
          <Facts
            rows={[
              ['Hospital', `${property.hospitalDistance} km`],
              ['Metro station', walk(property.metroStationDistance)],
              ['Shopping mall', walk(property.shoppingMallDistance)],
            ]}
          />
        </div>
      </div>
    </div>
  );
}

function RuleList({ title, items, allowed }: { title: string; items: string[]; allowed: boolean }) {
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
        <p className="mt-2 text-sm text-slate-600">None listed.</p>
      )}
    </div>
  );
}

export function PoliciesPanel({ property }: { property: Property }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RuleList
        title="Allowed"
        items={(property.allowedPolicies ?? []).map((p) => p.name)}
        allowed
      />
      <RuleList
        title="Restrictions"
        items={(property.restrictions ?? []).map((p) => p.name)}
        allowed={false}
      />
    </div>
  );
}
