import type { RoomFilters } from '@roomsetu/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { parseRoomFilters } from '../utils/room-filters';
import { CITY_OPTIONS, priceRangeOptions, propertyTypeOptions } from '../utils/options';
import { SelectField } from '@/components/ui/form-fields';

/** 'Any': an empty value, which a form sent before the app has started leaves out of the address. */
const ANY = '';

type FilterChoice = Pick<RoomFilters, 'location' | 'budget' | 'roomType'>;

interface RoomFiltersPanelProps {
  /** The filters in the address bar; remount (key) the panel when they change. */
  applied: RoomFilters;
  onApply: (filters: FilterChoice) => void;
}

/**
 * Location, price range and room type, each 'Any' by default. Choosing changes nothing until
 * 'Apply Filters' is pressed. From 1024 px the choices stand in one row; below, they fold into a drawer behind a toggle.
 */
export function RoomFiltersPanel({ applied, onApply }: RoomFiltersPanelProps) {
  const { t } = useTranslation(['rooms', 'enums']);
  const [location, setLocation] = useState<string>(applied.location ?? ANY);
  const [budget, setBudget] = useState<string>(applied.budget ?? ANY);
  const [roomType, setRoomType] = useState<string>(applied.roomType ?? ANY);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const formId = useId();
  const activeCount = [applied.location, applied.budget, applied.roomType].filter(Boolean).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The chosen values pass through the same reader as the address bar, so only known ones apply.
    const {
      location: l,
      budget: b,
      roomType: r,
    } = parseRoomFilters(new URLSearchParams({ location, budget, roomType }));
    onApply({ location: l, budget: b, roomType: r });
    setOpen(false);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-600" />
          {t('filters.title')}
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-semibold text-white">
              {activeCount}
              <span className="sr-only"> {t('filters.active')}</span>
            </span>
          )}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
          className={buttonClasses('secondary', 'sm', 'lg:hidden')}
        >
          {open ? t('filters.hide') : t('filters.show')}
        </button>
      </div>
      {/* A plain GET form too: applied before the app has started, it opens the same address. */}
      <form
        id={formId}
        action={paths.findRooms}
        method="get"
        onSubmit={onSubmit}
        className={`mt-4 space-y-4 lg:grid lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end lg:gap-3 lg:space-y-0 ${
          open ? 'block' : 'hidden'
        }`}
      >
        <SelectField
          label={t('filters.location')}
          name="location"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          placeholder={t('filters.any')}
          placeholderValue={ANY}
          options={CITY_OPTIONS}
        />
        <SelectField
          label={t('filters.priceRange')}
          name="budget"
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
          placeholder={t('filters.any')}
          placeholderValue={ANY}
          options={priceRangeOptions()}
        />
        <SelectField
          label={t('filters.roomType')}
          name="roomType"
          value={roomType}
          onChange={(event) => setRoomType(event.target.value)}
          placeholder={t('filters.any')}
          placeholderValue={ANY}
          options={propertyTypeOptions(t)}
        />
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full lg:w-auto')}>
          {t('filters.apply')}
        </button>
      </form>
    </section>
  );
}
