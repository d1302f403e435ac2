import {
  FACINGS,
  FLOORS,
  FURNISHINGS,
  GENDER_PREFERENCES,
  PROPERTY_TYPES,
  ROOM_COUNTS,
  TENANT_TYPES,
} from '@roomsetu/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { floorLabel } from '../../utils/options';

/** Floor 0 (the ground floor, the API's default) and the shared floors 1 to 6 ('5+ Floors'). */
const FLOOR_VALUES = [0, ...FLOORS] as const;

/**
 * The select options of the listing forms (the wizard and the edit form), with their labels in
 * the page's language: the same values and, in English, the same labels as the shared options.
 */
export function useListingOptions() {
  const { t } = useTranslation(['listing', 'enums']);
  return useMemo(
    () => ({
      propertyTypes: PROPERTY_TYPES.map((value) => ({
        value,
        label: t(`enums:propertyType.${value}`),
      })),
      furnishings: FURNISHINGS.map((value) => ({ value, label: t(`enums:furnishing.${value}`) })),
      facings: FACINGS.map((value) => ({ value, label: t(`enums:facing.${value}`) })),
      genderPreferences: GENDER_PREFERENCES.map((value) => ({
        value,
        label: t(`enums:genderPreference.${value}`),
      })),
      tenantTypes: TENANT_TYPES.map((value) => ({ value, label: t(`enums:tenantType.${value}`) })),
      bedrooms: ROOM_COUNTS.map((count) => ({
        value: count,
        label: t('listing:options.bedrooms', { count }),
      })),
      bathrooms: ROOM_COUNTS.map((count) => ({
        value: count,
        label: t('listing:options.bathrooms', { count }),
      })),
      floors: FLOOR_VALUES.map((value) => ({ value, label: floorLabel(t, value) })),
    }),
    [t],
  );
}
