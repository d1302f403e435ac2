import { CITIES, PRICE_RANGES, PROPERTY_TYPES, type Option } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { priceRangeLabel } from './price-range-label';

/**
 * Select options built from the shared enumerations, in the language of `t` (a `t` of the
 * `rooms` and `enums` catalogs). The listing forms have their own (listing/use-listing-options).
 */
type OptionsT = TFunction<['rooms', 'enums']>;

/** City names read the same in every language. */
export const CITY_OPTIONS = CITIES.map((city) => ({ value: city.value, label: city.label }));

export const priceRangeOptions = (t: OptionsT): Option[] =>
  PRICE_RANGES.map((r) => ({
    value: r.value,
    label: priceRangeLabel(r, (amount) => t('filters.budgetUpTo', { amount })),
  }));

export const propertyTypeOptions = (t: OptionsT) =>
  PROPERTY_TYPES.map((value) => ({ value, label: t(`enums:propertyType.${value}`) }));

/** Ground (0, the API's default floor), then the shared floors 1 to '5+' (6). */
const FLOOR_KEYS = ['ground', 'first', 'second', 'third', 'fourth', 'fifth', 'fivePlus'] as const;

export function floorLabel(t: OptionsT, floor: number): string {
  const key = FLOOR_KEYS[floor];
  return key ? t(`floor.${key}`) : String(floor);
}
