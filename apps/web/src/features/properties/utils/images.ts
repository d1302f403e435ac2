import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_LISTING_IMAGES,
  VALIDATION,
} from '@roomsetu/shared';

/** The file input's accept attribute: PNG and JPG only. */
export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

function isAcceptedImage(file: File): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return /\.(png|jpe?g)$/i.test(file.name); // no type given: the server checks the bytes anyway
}

/**
 * Skips what the server would refuse (not PNG/JPG, over 10 MB) and keeps only as many as fit
 * beside the `current` photos under the limit of 10; says what it left out.
 */
export function pickImages(current: number, incoming: readonly File[]) {
  const typed = incoming.filter(isAcceptedImage);
  const sized = typed.filter((file) => file.size <= MAX_IMAGE_BYTES);
  const kept = sized.slice(0, Math.max(MAX_LISTING_IMAGES - current, 0));
  const notes: string[] = [];
  if (typed.length < incoming.length) notes.push(`${VALIDATION.imageType}.`);
  if (sized.length < typed.length)
    notes.push(`${VALIDATION.imageSize}; larger files were skipped.`);
  if (kept.length < sized.length) {
    notes.push(`Only ${MAX_LISTING_IMAGES} photos fit; the extra ones were left out.`);
  }
  return { kept, notes };
}
