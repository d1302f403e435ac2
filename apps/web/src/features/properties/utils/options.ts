import {
  CITIES,
  FACING_LABELS,
  FACINGS,
  FLOOR_OPTIONS,
  FURNISHING_LABELS,
  FURNISHINGS,
  GENDER_PREFERENCE_LABELS,
  GENDER_PREFERENCES,
  PRICE_RANGES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SORT_LABELS,
  SORTS,
  TENANT_TYPE_LABELS,
  TENANT_TYPES,
  toOptions,
} from '@roomsetu/shared';

/** Select options built from the shared enumerations, once. */
export const CITY_OPTIONS = CITIES.map((city) => ({ value: city.value, label: city.label }));
export const PRICE_RANGE_OPTIONS = PRICE_RANGES.map((r) => ({ value: r.value, label: r.label }));
export const PROPERTY_TYPE_OPTIONS = toOptions(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
export const SORT_OPTIONS = toOptions(SORTS, SORT_LABELS);
export const FURNISHING_OPTIONS = toOptions(FURNISHINGS, FURNISHING_LABELS);
export const FACING_OPTIONS = toOptions(FACINGS, FACING_LABELS);
export const GENDER_PREFERENCE_OPTIONS = toOptions(GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS);
export const TENANT_TYPE_OPTIONS = toOptions(TENANT_TYPES, TENANT_TYPE_LABELS);

/** The shared floors 1 to '5+', after the ground floor (0, the API's default floor). */
export const FLOOR_CHOICES = [{ value: 0, label: 'Ground Floor' }, ...FLOOR_OPTIONS];

export function floorLabel(floor: number): string {
  return FLOOR_CHOICES.find((option) => option.value === floor)?.label ?? String(floor);
}
