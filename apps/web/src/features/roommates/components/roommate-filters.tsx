import {
  CITIES,
  FOOD_PREFERENCE_LABELS,
  FOOD_PREFERENCES,
  GENDER_LABELS,
  GENDERS,
  LIFESTYLE_LABELS,
  LIFESTYLES,
  normalizeCity,
  PRICE_RANGES,
  PRICE_RANGE_VALUES,
  toOptions,
} from '@roomsetu/shared';
import { RotateCcw } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import type { RoommateSearch, TriStateKey } from '../lib/filters';
import { AgeRange } from './age-range';
import { ChipGroup, SelectFilter, TriStateControl } from './filter-controls';

const GENDER_OPTIONS = toOptions(GENDERS, GENDER_LABELS);
const FOOD_OPTIONS = toOptions(FOOD_PREFERENCES, FOOD_PREFERENCE_LABELS);
const LIFESTYLE_OPTIONS = toOptions(LIFESTYLES, LIFESTYLE_LABELS);
const CITY_OPTIONS = CITIES.map((c) => ({ value: c.value, label: c.label }));
const BUDGET_OPTIONS = PRICE_RANGES.map((r) => ({ value: r.value, label: r.label }));
const FLAGS: readonly { key: TriStateKey; label: string }[] = [
  { key: 'verified', label: 'Verified' },
  { key: 'smoking', label: 'Smoking' },
  { key: 'pets', label: 'Pets' },
  { key: 'drinking', label: 'Drinking' },
];

interface Props {
  id: string;
  filters: RoommateSearch;
  onChange: (patch: Partial<RoommateSearch>) => void;
  onClear: () => void;
  /** A guest's (or unverified account's) panel: city and budget only, no personal attributes. */
  limited?: boolean;
}

/** Every roommate filter; each change applies at once and lands in the query string. */
export function RoommateFilters({ id, filters, onChange, onClear, limited = false }: Props) {
  return (
    <div id={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <SelectFilter
          label="City"
          anyLabel="Any city"
          value={filters.city ?? ''}
          options={CITY_OPTIONS}
          onChange={(value) => onChange({ city: normalizeCity(value) ?? undefined })}
        />
        <SelectFilter
          label="Budget"
          anyLabel="Any budget"
          value={filters.budget ?? ''}
          options={BUDGET_OPTIONS}
          onChange={(value) =>
            onChange({
              budget: (PRICE_RANGE_VALUES as readonly string[]).includes(value) ? value : undefined,
            })
          }
        />
        {!limited && <PersonalFilters filters={filters} onChange={onChange} />}
      </div>
      <div className="mt-5 flex justify-end border-t border-slate-100 pt-4">
        <button type="button" onClick={onClear} className={buttonClasses('ghost', 'sm')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Clear filters
        </button>
      </div>
    </div>
  );
}

/** Age, gender, habits, food and lifestyle: for accounts that read full profiles. */
function PersonalFilters({ filters, onChange }: Pick<Props, 'filters' | 'onChange'>) {
  return (
    <>
      <AgeRange
        min={filters.minAge}
        max={filters.maxAge}
        onChange={(minAge, maxAge) => onChange({ minAge, maxAge })}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <ChipGroup
          legend="Gender"
          options={GENDER_OPTIONS}
          selected={filters.gender}
          onChange={(gender) => onChange({ gender })}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2 lg:col-span-3 lg:grid-cols-4">
        {FLAGS.map((flag) => (
          <TriStateControl
            key={flag.key}
            legend={flag.label}
            value={filters[flag.key]}
            onChange={(value) => onChange({ [flag.key]: value })}
          />
        ))}
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <ChipGroup
          legend="Food preference"
          options={FOOD_OPTIONS}
          selected={filters.foodPreference}
          onChange={(foodPreference) => onChange({ foodPreference })}
        />
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <ChipGroup
          legend="Lifestyle"
          options={LIFESTYLE_OPTIONS}
          selected={filters.lifestyle}
          onChange={(lifestyle) => onChange({ lifestyle })}
        />
      </div>
    </>
  );
}
