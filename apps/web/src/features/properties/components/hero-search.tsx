import { CITIES, PRICE_RANGES, PROPERTY_TYPES } from '@roomsetu/shared';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, type FindRoomsQuery } from '@/config/paths';
import { priceRangeText } from '@/lib/price-range-text';

interface SelectFieldProps {
  label: string;
  /** The /find-rooms query parameter it sets (FindRoomsQuery). */
  name: keyof FindRoomsQuery;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function SelectField({ label, name, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label
        htmlFor={id}
        className="block text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        {label}
      </label>
      <div className="relative mt-1">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-base text-slate-900 hover:border-slate-400"
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

/**
 * City, budget and property type; Search Now opens /find-rooms with whichever were chosen. A plain
 * GET form too, so a search sent before the app has started opens the same address.
 */
export function HeroSearch() {
  const { t } = useTranslation(['landing', 'enums']);
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [budget, setBudget] = useState('');
  const [propertyType, setPropertyType] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.findRoomsSearch({ location, budget, propertyType }));
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      action={paths.findRooms}
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-brand-900/5 sm:p-5 md:flex-row md:items-end"
    >
      <SelectField label={t('search.city')} name="location" value={location} onChange={setLocation}>
        <option value="">{t('search.anyCity')}</option>
        {CITIES.map((city) => (
          <option key={city.value} value={city.value}>
            {city.label}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search.budget')} name="budget" value={budget} onChange={setBudget}>
        <option value="">{t('search.anyBudget')}</option>
        {PRICE_RANGES.map((range) => (
          <option key={range.value} value={range.value}>
            {priceRangeText(range)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('search.propertyType')}
        name="propertyType"
        value={propertyType}
        onChange={setPropertyType}
      >
        <option value="">{t('search.anyType')}</option>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`enums:propertyType.${type}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses('primary', 'lg', 'md:w-auto')}>
        <Search aria-hidden="true" className="size-5" />
        {t('search.submit')}
      </button>
    </form>
  );
}
