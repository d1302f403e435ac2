import type { Property } from '@roomsetu/shared';
import { AMENITIES, RENT_PERIOD, todayInIndia, type Amenity } from '@roomsetu/shared';
import type { TFunction } from 'i18next';

/** True once the listing's availableFrom date (YYYY-MM-DD) has come. */
export function isAvailableNow(
  availableFrom: string | null | undefined,
  today: string = todayInIndia(),
): boolean {
  const from = availableFrom?.slice(0, 10);
  return !!from && today >= from;
}

/** The listing's amenities by name: the amenity relations, else its `features` list. */
export function amenityNames(
  property: Partial<Pick<Property, 'amenities' | 'features'>>,
): string[] {
  if (property.amenities?.length) return property.amenities.map((a) => a.name);
  return property.features ?? [];
}

/**
 * After the rent: "/month" in the language shown (`perMonth`) for a monthly rent (the API's
 * period, RENT_PERIOD), else the period as the API gave it.
 */
export function perPeriod(period: string | null | undefined, perMonth: string): string {
  return !period || period === RENT_PERIOD ? perMonth : `/${period}`;
}

const isAmenity = (name: string): name is Amenity =>
  (AMENITIES as readonly string[]).includes(name);

/** An amenity's name in the language shown: one of the shared amenities, else as the owner wrote it. */
export function amenityLabel(t: TFunction<['rooms', 'enums']>, name: string): string {
  return isAmenity(name) ? t(`enums:amenity.${name}`) : name;
}

/** The owner's full name, else the listing's contact name. */
export function ownerName(property: Pick<Property, 'owner' | 'propertyContactName'>): string {
  const { owner } = property;
  const name = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';
  return name || property.propertyContactName;
}

/** Listing is free and unlimited: the badge says so, with the owner's real count of listings. */
export function listingCountLabel(count: number): string {
  if (count === 0) return 'Free to list · your first listing';
  return `Free to list · ${count} ${count === 1 ? 'listing' : 'listings'} so far`;
}
