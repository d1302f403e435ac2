import { describe, expect, it } from 'vitest';
import {
  blankWall,
  cropped,
  halved,
  plainColour,
  reencoded,
  roomPhoto,
  watermarked,
} from '../test/room-photos';
import {
  chunkProbes,
  DUPLICATE_MAX_DISTANCE,
  hammingDistance,
  hashChunk,
  photoSignature,
  type PhotoSignature,
} from './photo-hash';

const ROOMS = [1, 2, 3, 4, 5, 6, 7, 8];

/** What the lookup finds: the closest of the new photo's probes to the stored hash. */
const distance = (stored: PhotoSignature, upload: PhotoSignature) =>
  Math.min(...upload.probes.map((p) => hammingDistance(stored.hash, p)));

async function signature(photo: Buffer): Promise<PhotoSignature> {
  const s = await photoSignature(photo);
  expect(s).not.toBeNull();
  return s!;
}

describe('photo signatures', () => {
  const transforms: [string, (photo: Buffer) => Promise<Buffer>][] = [
    ['re-encoded at JPEG quality 60', reencoded],
    ['resized to 50 %', halved],
    ['cropped by 5 % per side', (p) => cropped(p, 0.05)],
    ['cropped by 2 % per side', (p) => cropped(p, 0.02)],
    ['watermarked', watermarked],
  ];

  it.each(transforms)('catches a copy %s', async (_, transform) => {
    for (const room of ROOMS) {
      const original = await roomPhoto(room);
      const stored = await signature(original);
      const copy = await signature(await transform(original));
      expect(distance(stored, copy), `room ${room}`).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    }
  });

  it('catches the original when the cropped copy came first', async () => {
    for (const room of ROOMS) {
      const original = await roomPhoto(room);
      const stored = await signature(await cropped(original, 0.05));
      expect(distance(stored, await signature(original))).toBeLessThanOrEqual(
        DUPLICATE_MAX_DISTANCE,
      );
    }
  });

  it('tells different rooms apart', async () => {
    const signatures = await Promise.all(ROOMS.map(async (r) => signature(await roomPhoto(r))));
    for (const [i, a] of signatures.entries()) {
      for (const [j, b] of signatures.entries()) {
        if (i !== j)
          expect(distance(a, b), `rooms ${i} and ${j}`).toBeGreaterThan(DUPLICATE_MAX_DISTANCE);
      }
    }
  });

  it('gives plain colours and blank walls no signature', async () => {
    for (const colour of ['#ffffff', '#000000', '#f4e9d8', '#3b82f6']) {
      expect(await photoSignature(await plainColour(colour))).toBeNull();
      expect(await photoSignature(await blankWall(colour))).toBeNull();
      expect(await photoSignature(await blankWall(colour, 7))).toBeNull();
    }
  });

  it('probes every chunk with its value and its one-bit neighbours', () => {
    const hash = -0x0123_4567_89ab_cdefn;
    const probes = chunkProbes(hash);
    expect(probes).toHaveLength(4);
    for (const [i, chunk] of probes.entries()) {
      expect(chunk[0]).toBe(hashChunk(hash, i));
      expect(new Set(chunk).size).toBe(17);
      for (const value of chunk.slice(1)) {
        expect(hammingDistance(BigInt(value), BigInt(chunk[0]!))).toBe(1);
      }
    }
    expect(hammingDistance(hash, hash ^ 0b1011n)).toBe(3);
  });
});
