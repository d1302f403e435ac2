import sharp from 'sharp';
import { VALIDATION, API_ERRORS } from '@roomsetu/shared';
import { payloadTooLarge, unsupportedMediaType } from './errors';
import { greyPixels, signatureOf, type PhotoSignature } from './photo-hash';

export const FULL_WIDTH = 1600;
export const CARD_WIDTH = 480;
/** The card photo's widths for `srcset`: a phone at 1x, a phone at 2x or a desktop card, a wide 2x. */
export const CARD_VARIANT_WIDTHS = [320, 640, 960] as const;
const CARD_QUALITY = 72;

/**
 * The variant widths a picture `width` pixels wide gets, never wider than itself: the standard
 * widths below it, then its own width when it is narrower than the widest (700 → 320, 640, 700;
 * 200 → 200), so a narrow original has fewer, smaller variants and no upscaled one.
 */
export function cardVariantWidths(width: number): number[] {
  const widest = CARD_VARIANT_WIDTHS.at(-1)!;
  const below = CARD_VARIANT_WIDTHS.filter((w) => w < Math.min(width, widest));
  return [...below, Math.min(width, widest)];
}

export interface CardVariant {
  width: number;
  data: Buffer;
}

/**
 * The card variants of an oriented pipeline. The original is resized once, to the widest, and
 * the narrower ones come from that bitmap: each sharp pipeline decodes its input again, and a
 * phone photo's decode costs more than the three small encodes.
 */
async function encodeCardVariants(oriented: sharp.Sharp, width: number): Promise<CardVariant[]> {
  const widths = cardVariantWidths(width);
  const { data, info } = await oriented
    .clone()
    .resize({ width: widths.at(-1)! })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const widest = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  return Promise.all(
    widths.map(async (w) => {
      const resized = w === info.width ? widest.clone() : widest.clone().resize({ width: w });
      return { width: w, data: await resized.webp({ quality: CARD_QUALITY }).toBuffer() };
    }),
  );
}

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
  /** The card at CARD_VARIANT_WIDTHS (fewer for a narrow picture), narrowest first. */
  variants: CardVariant[];
  /** The perceptual hash for duplicate-photo checks; null for a near-uniform picture. */
  signature: PhotoSignature | null;
}

/** 25 megapixels: any phone camera, not a decompression bomb (a 6000×5000 PNG is ~120 MB decoded). */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Decodes at once per process: each holds the whole bitmap in memory and a libuv thread. */
export const MAX_CONCURRENT_DECODES = 2;

/** Counts image decodes in flight; `peak` lets tests and diagnostics see the limit holds. */
export const decodes = { active: 0, peak: 0, waiting: 0 };
const queue: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decodes.active >= MAX_CONCURRENT_DECODES) {
    decodes.waiting++;
    // The releasing decode hands its slot over directly, so `active` never exceeds the limit.
    await new Promise<void>((resolve) => queue.push(resolve));
    decodes.waiting--;
  } else {
    decodes.active++;
  }
  decodes.peak = Math.max(decodes.peak, decodes.active);
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else decodes.active--;
  }
}

/**
 * Decodes the whole image (a truncated or corrupt file is refused), applies its EXIF orientation
 * and re-encodes it as WebP: the full size, the card and the card's srcset variants, reading its
 * perceptual hash on the way. sharp drops all metadata (GPS included) unless asked to keep it.
 * The size is read from the header first, so an oversized image is refused before it is decoded.
 */
export async function encodeImage(data: Buffer): Promise<EncodedImage> {
  if (!sniffImageType(data)) throw unsupportedMediaType(VALIDATION.imageType);
  return withDecodeSlot(async () => {
    const source = sharp(data, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS });
    let width: number | undefined;
    let height: number | undefined;
    let orientedWidth: number | undefined;
    try {
      // The header alone, without the limit: sharp would refuse it as unreadable otherwise.
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      ({ width, height } = meta);
      orientedWidth = meta.autoOrient.width;
    } catch {
      throw unreadable();
    }
    if (!width || !height || !orientedWidth) throw unreadable();
    if (width * height > MAX_IMAGE_PIXELS) throw payloadTooLarge(VALIDATION.imagePixels);
    try {
      const oriented = source.rotate();
      // The full size and the card variants from one resized bitmap: a pipeline decodes its
      // input again, and decoding a phone photo costs more than the encodes.
      const fullWidth = Math.min(orientedWidth, FULL_WIDTH);
      const resized = oriented
        .clone()
        .resize({ width: fullWidth })
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data: pixels, info }) =>
          sharp(pixels, {
            raw: { width: info.width, height: info.height, channels: info.channels },
          }),
        );
      const [full, card, grey, variants] = await Promise.all([
        resized.then((r) => r.clone().webp({ quality: 80 }).toBuffer()),
        oriented
          .clone()
          .resize({ width: CARD_WIDTH, withoutEnlargement: true })
          .webp({ quality: CARD_QUALITY })
          .toBuffer(),
        greyPixels(oriented),
        resized.then((r) => encodeCardVariants(r, fullWidth)),
      ]);
      return { full, card, variants, signature: await signatureOf(grey) };
    } catch {
      throw unreadable();
    }
  });
}

/**
 * The card variants of a photo stored before they existed, made from its stored full-size WebP
 * (at most FULL_WIDTH wide, wider than every variant, so the widths are the original's too).
 */
export async function cardVariantsOf(stored: Buffer): Promise<CardVariant[]> {
  return withDecodeSlot(async () => {
    const source = sharp(stored, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS });
    const { width } = await source.metadata();
    if (!width) throw unreadable();
    return encodeCardVariants(source, width);
  });
}

const unreadable = () => unsupportedMediaType(API_ERRORS.imageUnreadable);
