import {
  CITIES,
  FOOD_PREFERENCES,
  GENDERS,
  LIFESTYLES,
  normalizeCity,
  PRICE_RANGES,
  PRICE_RANGE_VALUES,
} from '@roomsetu/shared';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { budgetLabel } from '@/lib/profile-fields';
import type { RoommateSearch, TriStateKey } from '../lib/filters';

import { AgeRange } from './age-range';
import { ChipGroup, SelectFilter, TriStateControl } from './filter-controls';

const CITY_OPTIONS = CITIES.map((c) => ({ value: c.value, label: c.label }));
/** The yes/no filters, in order; each one's legend is `roommates:filters.<key>`. */
const FLAGS: readonly TriStateKey[] = ['verified', 'smoking', 'pets', 'drinking'];

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
  const { t } = useTranslation('roommates');
  const budgetOptions = PRICE_RANGES.map((r) => ({
    value: r.value,
    label: budgetLabel(r.value),
  }));
  return (
    <div id={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <SelectFilter
          label={t('filters.city')}
          anyLabel={t('filters.anyCity')}
          value={filters.city ?? ''}
          options={CITY_OPTIONS}
          onChange={(value) => onChange({ city: normalizeCity(value) ?? undefined })}
        />
        <SelectFilter
          label={t('filters.budget')}
          anyLabel={t('filters.anyBudget')}
          value={filters.budget ?? ''}
          options={budgetOptions}
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
          {t('filters.clear')}
        </button>
      </div>
    </div>
  );
}

/** Age, gender, habits, food and lifestyle: for accounts that read full profiles. */
function PersonalFilters({ filters, onChange }: Pick<Props, 'filters' | 'onChange'>) {
  const { t } = useTranslation(['roommates', 'enums']);
  const genderOptions = GENDERS.map((value) => ({ value, label: t(`enums:gender.${value}`) }));
  const foodOptions = FOOD_PREFERENCES.map((value) => ({
    value,
    label: t(`enums:foodPreference.${value}`),
  }));
  const lifestyleOptions = LIFESTYLES.map((value) => ({
    value,
    label: t(`enums:lifestyle.${value}`),
  }));
  return (
    <>
      <AgeRange
        min={filters.minAge}
        max={filters.maxAge}
        onChange={(minAge, maxAge) => onChange({ minAge, maxAge })}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <ChipGroup
          legend={t('filters.gender')}
          options={genderOptions}
          selected={filters.gender}
          onChange={(gender) => onChange({ gender })}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2 lg:col-span-3 lg:grid-cols-4">
        {FLAGS.map((flag) => (
          <TriStateControl
            key={flag}
            legend={t(`filters.${flag}`)}
            value={filters[flag]}
            onChange={(value) => onChange({ [flag]: value })}
          />
        ))}
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <ChipGroup
          legend={t('filters.foodPreference')}
          options={foodOptions}
          selected={filters.foodPreference}
          onChange={(foodPreference) => onChange({ foodPreference })}
        />
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <ChipGroup
          legend={t('filters.lifestyle')}
          options={lifestyleOptions}
          selected={filters.lifestyle}
          onChange={(lifestyle) => onChange({ lifestyle })}
        />
      </div>
    </>
  );
}
