import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

/** The seeded landlord (README demo accounts). */
export const LANDLORD = { email: 'priya.landlord@roomsetu.in', password: 'Demo@1234' };

/** An "Available from" a month ahead: listings must be available today or later. */
export const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of one colour, so the server's decoder and re-encoder really run. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs the page in as the seeded landlord; answers the access token for API calls. */
export async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: LANDLORD });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { accessToken: string; user: unknown } };
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: data.accessToken, user: data.user },
  );
  return data.accessToken;
}

/** No tile server in tests: every tile fails, as offline. The map and its marker must still work. */
export async function offlineMap(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}
