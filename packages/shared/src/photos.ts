/** What a photo shows, chosen by the owner; read out by screen readers as the image's text. */
export const PHOTO_ALT_TEXTS = [
  'Bedroom',
  'Kitchen',
  'Bathroom',
  'Living room',
  'Dining area',
  'Balcony',
  'Building',
  'Entrance',
  'View',
  'Other',
] as const;
export type PhotoAltText = (typeof PHOTO_ALT_TEXTS)[number];

/** An image's text: the owner's choice with the listing's title, or the stored description. */
export function photoAlt(altText: string | null, title: string, index: number): string {
  if (!altText) return `${title}, photo ${index + 1}`;
  return (PHOTO_ALT_TEXTS as readonly string[]).includes(altText)
    ? `${altText}, ${title}`
    : altText;
}
