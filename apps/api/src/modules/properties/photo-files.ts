import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/context';
import { encodeImage } from '../../lib/images';
import type { PhotoSignature } from '../../lib/photo-hash';

export interface PreparedPhoto {
  storageKey: string;
  cardKey: string;
  full: Buffer;
  card: Buffer;
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
      full: e.full,
      card: e.card,
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
  const written: string[] = [];
  try {
    for (const p of photos) {
      await ctx.storage.put(p.storageKey, p.full);
      written.push(p.storageKey);
      await ctx.storage.put(p.cardKey, p.card);
      written.push(p.cardKey);
    }
  } catch (err) {
    await Promise.all(written.map((k) => ctx.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

export async function removePhotoFiles(
  ctx: AppContext,
  photos: { storageKey: string; cardKey: string }[],
): Promise<void> {
  await Promise.all(
    photos
      .flatMap((p) => [p.storageKey, p.cardKey])
      .map((k) => ctx.storage.delete(k).catch(() => undefined)),
  );
}

/** Files of a deleted listing stop being served; the rows and the files themselves are kept. */
export async function withdrawPhotoFiles(
  ctx: AppContext,
  photos: { storageKey: string; cardKey: string }[],
): Promise<void> {
  const keys = photos.flatMap((p) => [p.storageKey, p.cardKey]);
  const results = await Promise.allSettled(keys.map((k) => ctx.storage.withdraw(k)));
  const failed = keys.filter((_, i) => results[i]!.status === 'rejected');
  if (failed.length) ctx.logger.error({ keys: failed }, 'could not withdraw photo files');
}
