import { CITIES, PRICE_RANGES, PROPERTY_TYPES, type Option } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { priceRangeText } from '@/lib/price-range-text';

/**
 * Select options built from the shared enumerations, in the language of `t` (a `t` of the
 * `rooms` and `enums` catalogs). The listing forms have their own (listing/use-listing-options).
 */
type OptionsT = TFunction<['rooms', 'enums']>;

/** City names read the same in every language. */
export const CITY_OPTIONS = CITIES.map((city) => ({ value: city.value, label: city.label }));

export const priceRangeOptions = (): Option[] =>
  PRICE_RANGES.map((r) => ({ value: r.value, label: priceRangeText(r) }));

export const propertyTypeOptions = (t: OptionsT) =>
  PROPERTY_TYPES.map((value) => ({ value, label: t(`enums:propertyType.${value}`) }));

/** Ground (0, the API's default floor), then the shared floors 1 to '5+' (6). */
const FLOOR_KEYS = ['ground', 'first', 'second', 'third', 'fourth', 'fifth', 'fivePlus'] as const;
/** A `t` that reads the `enums` catalog (the details page's, the listing forms'). */
type FloorT = (key: `enums:floor.${(typeof FLOOR_KEYS)[number]}`) => string;

/** A floor as the details and the listing forms name it: 'Ground Floor', '5+ Floors'. */
export function floorLabel(t: FloorT, floor: number): string {
  const key = FLOOR_KEYS[floor];
  return key ? t(`enums:floor.${key}`) : String(floor);
}
