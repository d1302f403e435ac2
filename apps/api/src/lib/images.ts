import sharp from 'sharp';
import { VALIDATION } from '@roomsetu/shared';
import { unsupportedMediaType } from './errors';

export const FULL_WIDTH = 1600;
export const CARD_WIDTH = 480;

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffImageType(data: Buffer): 'png' | 'jpeg' | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

export interface EncodedImage {
  full: Buffer;
  card: Buffer;
}

/**
 * Decodes the whole image (a truncated or corrupt file is refused), applies its EXIF orientation
 * and re-encodes it as WebP at two sizes. sharp drops all metadata (GPS included) unless asked to keep it.
 */
export async function encodeImage(data: Buffer): Promise<EncodedImage> {
  if (!sniffImageType(data)) throw unsupportedMediaType(VALIDATION.imageType);
  try {
    const source = sharp(data, { failOn: 'truncated', limitInputPixels: 50_000_000 }).rotate();
    const [full, card] = await Promise.all([
      source
        .clone()
        .resize({ width: FULL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: CARD_WIDTH, withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer(),
    ]);
    return { full, card };
  } catch {
    throw unsupportedMediaType('The image could not be read. Upload a complete PNG or JPG file.');
  }
}
