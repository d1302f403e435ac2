import { randomUUID } from 'node:crypto';
import type { AppContext } from './context';
import { encodeImage, type CardVariant } from './images';
import type { PhotoSignature } from './photo-hash';

/** A photo's stored files: the full size, the card and the card's srcset variants (if made yet). */
export interface PhotoFiles {
  storageKey: string;
  cardKey: string;
  cardWidths: number[] | null;
}

/** Where the card variant `width` pixels wide sits: beside the full size, `<name>-w<width>.webp`. */
export function cardVariantKey(storageKey: string, width: number): string {
  return storageKey.replace(/\.webp$/, `-w${width}.webp`);
}

/** Every file key of a photo. */
export function photoFileKeys(photo: PhotoFiles): string[] {
  return [
    photo.storageKey,
    photo.cardKey,
    ...(photo.cardWidths ?? []).map((w) => cardVariantKey(photo.storageKey, w)),
  ];
}

/** Writes a photo's card variants; on failure removes those written and rethrows. */
export async function storeCardVariants(
  ctx: AppContext,
  storageKey: string,
  variants: CardVariant[],
): Promise<void> {
  await storeAll(
    ctx,
    variants.map((v) => [cardVariantKey(storageKey, v.width), v.data]),
  );
}

async function storeAll(ctx: AppContext, files: [key: string, data: Buffer][]): Promise<void> {
  const written: string[] = [];
  try {
    for (const [key, data] of files) {
      await ctx.storage.put(key, data);
      written.push(key);
    }
  } catch (err) {
    await Promise.all(written.map((k) => ctx.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

export interface PreparedPhoto extends PhotoFiles {
  cardWidths: number[];
  full: Buffer;
  card: Buffer;
  variants: CardVariant[];
  altText: string;
  signature: PhotoSignature | null;
}

/** Re-encodes every upload before anything is stored, so one bad file refuses the whole request. */
export async function preparePhotos(
  propertyId: number | 'new',
  files: { buffer: Buffer; originalname: string }[],
  title: string,
): Promise<PreparedPhoto[]> {
  const encoded = await Promise.all(files.map((f) => encodeImage(f.buffer)));
  return encoded.map((e, i) => {
    const id = randomUUID();
    return {
      storageKey: `properties/${propertyId}/${id}.webp`,
      cardKey: `properties/${propertyId}/${id}-card.webp`,
      cardWidths: e.variants.map((v) => v.width),
      full: e.full,
      card: e.card,
      variants: e.variants,
      altText: `${title} photo ${i + 1}`,
      signature: e.signature,
    };
  });
}

export function withPropertyId(photos: PreparedPhoto[], propertyId: number): PreparedPhoto[] {
  return photos.map((p) => ({
    ...p,
    storageKey: p.storageKey.replace('properties/new/', `properties/${propertyId}/`),
    cardKey: p.cardKey.replace('properties/new/', `properties/${propertyId}/`),
  }));
}

/** Writes the files; on any failure removes what was written and rethrows (the caller's transaction rolls back). */
export async function storePhotos(ctx: AppContext, photos: PreparedPhoto[]): Promise<void> {
  await storeAll(
    ctx,
    photos.flatMap((p) => [
      [p.storageKey, p.full],
      [p.cardKey, p.card],
      ...p.variants.map((v): [string, Buffer] => [cardVariantKey(p.storageKey, v.width), v.data]),
    ]),
  );
}

export async function removePhotoFiles(ctx: AppContext, photos: PhotoFiles[]): Promise<void> {
  await Promise.all(
    photos.flatMap(photoFileKeys).map((k) => ctx.storage.delete(k).catch(() => undefined)),
  );
}

/** Files of a deleted listing stop being served; the rows and the files themselves are kept. */
export async function withdrawPhotoFiles(ctx: AppContext, photos: PhotoFiles[]): Promise<void> {
  const keys = photos.flatMap(photoFileKeys);
  const results = await Promise.allSettled(keys.map((k) => ctx.storage.withdraw(k)));
  const failed = keys.filter((_, i) => results[i]!.status === 'rejected');
  if (failed.length) ctx.logger.error({ keys: failed }, 'could not withdraw photo files');
}
