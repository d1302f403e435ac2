import { z } from 'zod';
import { VALIDATION } from '../messages';

/** At most this many devices per person get web pushes. */
export const MAX_PUSH_DEVICES = 10;
export const PUSH_ENDPOINT_MAX = 2048;

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a base64url string (padding allowed), or null when it is not one. */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const chars = text.replace(/=+$/, '');
  if (chars.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((chars.length * 6) / 8));
  let value = 0;
  let bits = 0;
  let at = 0;
  for (const c of chars) {
    value = ((value << 6) | ALPHABET.indexOf(c)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

const isHttpsUrl = (text: string): boolean => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Where the browser's push service takes messages for one device: an absolute https:// URL. */
export const pushEndpoint = z
  .string({ error: VALIDATION.pushEndpointInvalid })
  .max(PUSH_ENDPOINT_MAX, VALIDATION.pushEndpointInvalid)
  .refine(isHttpsUrl, VALIDATION.pushEndpointInvalid);

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (other fields are ignored). */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      // An uncompressed P-256 point: 0x04, then x and y.
      p256dh: z.string({ error: VALIDATION.pushKeyInvalid }).refine((key) => {
        const bytes = base64UrlBytes(key);
        return bytes?.length === 65 && bytes[0] === 0x04;
      }, VALIDATION.pushKeyInvalid),
      auth: z
        .string({ error: VALIDATION.pushAuthInvalid })
        .refine((key) => base64UrlBytes(key)?.length === 16, VALIDATION.pushAuthInvalid),
    },
    { error: VALIDATION.pushKeyInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /api/push/subscriptions: the device to stop pushing to. */
export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;
