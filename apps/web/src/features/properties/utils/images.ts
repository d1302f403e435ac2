import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_LISTING_IMAGES } from '@roomsetu/shared';
import type { TFunction } from 'i18next';

/** The file input's accept attribute: PNG and JPG only. */
export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

function isAcceptedImage(file: File): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return /\.(png|jpe?g)$/i.test(file.name); // no type given: the server checks the bytes anyway
}

/** Why files were left out: a wrong type, too large, or more than fit. */
export type ImageNote = 'type' | 'size' | 'count';

/**
 * Skips what the server would refuse (not PNG/JPG, over 10 MB) and keeps only as many as fit
 * beside the `current` photos under the limit of 10; says what it left out (`imageNoteText`).
 */
export function pickImages(current: number, incoming: readonly File[]) {
  const typed = incoming.filter(isAcceptedImage);
  const sized = typed.filter((file) => file.size <= MAX_IMAGE_BYTES);
  const kept = sized.slice(0, Math.max(MAX_LISTING_IMAGES - current, 0));
  const notes: ImageNote[] = [];
  if (typed.length < incoming.length) notes.push('type');
  if (sized.length < typed.length) notes.push('size');
  if (kept.length < sized.length) notes.push('count');
  return { kept, notes };
}

/** The sentence for a note of `pickImages`, in the page's language. */
export function imageNoteText(t: TFunction<'listing'>, note: ImageNote): string {
  switch (note) {
    case 'type':
      return t('images.notes.type');
    case 'size':
      return t('images.notes.size', { mb: MAX_IMAGE_MB });
    case 'count':
      return t('images.notes.count', { max: MAX_LISTING_IMAGES });
  }
}
