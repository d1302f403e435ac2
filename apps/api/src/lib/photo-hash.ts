import sharp from 'sharp';

/**
 * Perceptual photo hashes: a 64-bit dHash (difference hash). The photo is reduced to 9×8 grey
 * pixels and each bit says whether a pixel is brighter than its right-hand neighbour, so the
 * hash follows the picture's layout of light and dark, not its bytes: re-encoding, resizing, a
 * light crop or a small watermark change only a few bits, while another room differs in ~half.
 */

/** Photos this close (in differing bits) are treated as the same picture. */
export const DUPLICATE_MAX_DISTANCE = 6;

/** The photo is first reduced to this many grey pixels a side, once, and every hash read from it. */
export const GREY_SIDE = 256;
const SMOOTH_SIDE = 64;
/** A light blur before the 9×8 reduction: an edge that moves a little changes the grey levels a little. */
const SMOOTH_SIGMA = 1;
/** A bit is set only when the left pixel is brighter by more than this (0–255): flat areas read 0, not noise. */
const STEP = 2;
/** A grey-level step between neighbouring cells that is an edge in the picture, not grain or falling light. */
const SIGNIFICANT_STEP = 10;
/**
 * A plain colour or a blank wall has almost no such steps: its bits would be noise, and any two
 * blank walls would match. Such photos get no hash.
 */
const MIN_SIGNIFICANT_STEPS = 8;
/** Below this grey-level spread (standard deviation, 0–255, of 32×32 pixels) a photo is near-uniform. */
const MIN_SPREAD = 6;

/**
 * The stored hash reads the middle of the photo (5 % off each side); a new photo is looked up
 * with hashes of its middle at several sizes. A copy cropped by up to ~10 % per side, or the
 * original of a cropped copy, then lines up with one of them within a couple of per cent.
 */
export const STORED_INSET = 0.05;
export const PROBE_INSETS = [0, 0.025, 0.05, 0.0725, 0.095] as const;

export interface PhotoSignature {
  /** What is stored with the photo. */
  hash: bigint;
  /** What a new photo is looked up with (the stored hash among them). */
  probes: bigint[];
}

/** `side`×`side` grey pixels of the whole photo, EXIF orientation applied. */
export function greyPixels(image: sharp.Sharp): Promise<Buffer> {
  return image
    .clone()
    .greyscale()
    .resize(GREY_SIDE, GREY_SIDE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

const rawGrey = (pixels: Buffer, side: number) =>
  sharp(pixels, { raw: { width: side, height: side, channels: 1 } });

function spread(pixels: Buffer): number {
  let sum = 0;
  for (const p of pixels) sum += p;
  const mean = sum / pixels.length;
  let squares = 0;
  for (const p of pixels) squares += (p - mean) ** 2;
  return Math.sqrt(squares / pixels.length);
}

/** The 9×8 grid of the photo's middle, `inset` of each side left out. */
async function grid(pixels: Buffer, inset: number): Promise<Buffer> {
  const cut = Math.round(GREY_SIDE * inset);
  const middle = await rawGrey(pixels, GREY_SIDE)
    .extract({ left: cut, top: cut, width: GREY_SIDE - 2 * cut, height: GREY_SIDE - 2 * cut })
    .resize(SMOOTH_SIDE, SMOOTH_SIDE, { fit: 'fill' })
    .blur(SMOOTH_SIGMA)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return rawGrey(middle, SMOOTH_SIDE)
    .resize(9, 8, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

function dHash(cells: Buffer): { hash: bigint; significant: number } {
  let hash = 0n;
  let significant = 0;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = cells[y * 9 + x]!;
      const right = cells[y * 9 + x + 1]!;
      hash = (hash << 1n) | (left > right + STEP ? 1n : 0n);
      if (Math.abs(left - right) >= SIGNIFICANT_STEP) significant++;
    }
  }
  // Signed, as PostgreSQL's int8 holds it.
  return { hash: BigInt.asIntN(64, hash), significant };
}

/**
 * The signature of a photo from its grey pixels (`greyPixels`), or null for a near-uniform photo
 * (a plain colour, a blank wall), which carries no signature and never matches anything.
 */
export async function signatureOf(pixels: Buffer): Promise<PhotoSignature | null> {
  const coarse = await rawGrey(pixels, GREY_SIDE).resize(32, 32).extractChannel(0).raw().toBuffer();
  if (spread(coarse) < MIN_SPREAD) return null;
  const hashes = await Promise.all(
    PROBE_INSETS.map(async (inset) => dHash(await grid(pixels, inset))),
  );
  const stored = hashes[PROBE_INSETS.indexOf(STORED_INSET)]!;
  if (stored.significant < MIN_SIGNIFICANT_STEPS) return null;
  return {
    hash: stored.hash,
    probes: [
      ...new Set(hashes.filter((h) => h.significant >= MIN_SIGNIFICANT_STEPS).map((h) => h.hash)),
    ],
  };
}

/** The signature of an encoded image (PNG, JPEG, WebP). */
export async function photoSignature(data: Buffer): Promise<PhotoSignature | null> {
  return signatureOf(await greyPixels(sharp(data, { failOn: 'none' }).rotate()));
}

/** Differing bits between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/**
 * Multi-index lookup: the 64 bits are four 16-bit chunks. Two hashes within distance 6 differ in
 * at most 6 bits, so at least one chunk differs in at most one bit (four chunks with two or more
 * would be 8). A lookup asks, per chunk, for the chunk itself and its 16 one-bit neighbours.
 */
export const HASH_CHUNKS = 4;
export const CHUNK_BITS = 16;

/** Chunk `i` of a hash (0 = the high 16 bits), 0–65535, as the chunk indexes compute it. */
export function hashChunk(hash: bigint, i: number): number {
  const shift = BigInt(CHUNK_BITS * (HASH_CHUNKS - 1 - i));
  return Number((BigInt.asUintN(64, hash) >> shift) & 0xffffn);
}

/** Per chunk: its value and every value one bit away, the candidates a lookup asks for. */
export function chunkProbes(hash: bigint): number[][] {
  return Array.from({ length: HASH_CHUNKS }, (_, i) => {
    const chunk = hashChunk(hash, i);
    return [chunk, ...Array.from({ length: CHUNK_BITS }, (_, b) => chunk ^ (1 << b))];
  });
}
