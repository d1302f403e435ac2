import { todayIso } from '@/lib/format';
import { isAvailableNow } from './listing-facts';
import type { ShowcasePhoto, ShowcaseProperty } from '../api/get-showcase';

export type ShowcaseStatus = 'Available' | 'Verified' | null;

/** 'Available' once availableFrom has come, else 'Verified' when verified, else no label. */
export function showcaseStatus(
  property: Pick<ShowcaseProperty, 'availableFrom' | 'verified'>,
  today: string = todayIso(),
): ShowcaseStatus {
  if (isAvailableNow(property.availableFrom, today)) return 'Available';
  return property.verified ? 'Verified' : null;
}

/** The card image: the primary photo's card size, else the first photo's; null for a placeholder. */
export function cardPhoto(photos: readonly ShowcasePhoto[] | null | undefined) {
  const photo = photos?.find((p) => p.isPrimary) ?? photos?.[0];
  const src = photo?.cardUrl || photo?.url;
  return photo && src ? { src, alt: photo.altText ?? '' } : null;
}

/** The list rotated left by `offset`: position i shows item (i + offset) mod n. */
export function rotate<T>(items: readonly T[], offset: number): T[] {
  const n = items.length;
  if (n === 0) return [];
  const shift = ((offset % n) + n) % n;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
