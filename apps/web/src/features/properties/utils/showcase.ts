import { todayInIndia } from '@roomsetu/shared';
import { isAvailableNow } from './listing-facts';
import type { ImageWidth, ShowcasePhoto, ShowcaseProperty } from '../api/get-showcase';

export type ShowcaseStatus = 'Available' | 'Verified' | null;

/** 'Available' once availableFrom has come, else 'Verified' when verified, else no label. */
export function showcaseStatus(
  property: Pick<ShowcaseProperty, 'availableFrom' | 'verified'>,
  today: string = todayInIndia(),
): ShowcaseStatus {
  if (isAvailableNow(property.availableFrom, today)) return 'Available';
  return property.verified ? 'Verified' : null;
}

/** An `srcset` of images by width ("a.webp 320w, b.webp 640w"); undefined when there are none. */
export function srcSetOf(images: readonly ImageWidth[] | null | undefined): string | undefined {
  return images?.length ? images.map((i) => `${i.url} ${i.width}w`).join(', ') : undefined;
}

/**
 * The card image: the primary photo's card size, else the first photo's, with its widths for
 * `srcset`; null for a placeholder.
 */
export function cardPhoto(photos: readonly ShowcasePhoto[] | null | undefined) {
  const photo = photos?.find((p) => p.isPrimary) ?? photos?.[0];
  const src = photo?.cardUrl || photo?.url;
  return photo && src
    ? { src, srcSet: srcSetOf(photo.cardVariants), alt: photo.altText ?? '' }
    : null;
}

/** The list rotated left by `offset`: position i shows item (i + offset) mod n. */
export function rotate<T>(items: readonly T[], offset: number): T[] {
  const n = items.length;
  if (n === 0) return [];
  const shift = ((offset % n) + n) % n;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
