import type { Property } from '@roomsetu/shared';
import { todayInIndia } from '@roomsetu/shared';

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
