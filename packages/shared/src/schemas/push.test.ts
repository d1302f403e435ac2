import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { base64UrlBytes, pushSubscriptionInput } from './push';

// Bytes written out by hand, base64url-encoded by a runtime that has it (Node's Buffer).
const encode = (bytes: number[]) => Buffer.from(bytes).toString('base64url');
const point = [4, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)];
const secret = Array.from({ length: 16 }, (_, i) => 255 - i);

describe('base64UrlBytes', () => {
  it('decodes base64url as the browser encodes it, with or without padding', () => {
    for (const bytes of [[], [0], [255, 254], [1, 2, 3], point, secret]) {
      expect([...base64UrlBytes(encode(bytes))!]).toEqual(bytes);
      expect([
        ...base64UrlBytes(
          Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'),
        )!,
      ]).toEqual(bytes);
    }
  });

  it('answers null to what is not base64url', () => {
    for (const text of ['a+b/', 'abc!', 'A', 'ab=c', 'abcde'])
      expect(base64UrlBytes(text)).toBeNull();
  });
});

describe('pushSubscriptionInput', () => {
  const good = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    expirationTime: null,
    keys: { p256dh: encode(point), auth: encode(secret) },
  };
  const issue = (body: unknown) => {
    const r = pushSubscriptionInput.safeParse(body);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('takes what PushSubscription.toJSON() gives', () => {
    expect(pushSubscriptionInput.parse(good)).toEqual({ endpoint: good.endpoint, keys: good.keys });
  });

  it('refuses endpoints that are not https and keys of the wrong size or shape', () => {
    expect(issue({ ...good, endpoint: 'http://fcm.googleapis.com/x' })).toBe(
      VALIDATION.pushEndpointInvalid,
    );
    expect(issue({ ...good, endpoint: `https://a.example/${'x'.repeat(2040)}` })).toBe(
      VALIDATION.pushEndpointInvalid,
    );
    expect(issue({ ...good, keys: { ...good.keys, p256dh: encode(point.slice(1)) } })).toBe(
      VALIDATION.pushKeyInvalid,
    );
    expect(issue({ ...good, keys: { ...good.keys, p256dh: encode([2, ...point.slice(1)]) } })).toBe(
      VALIDATION.pushKeyInvalid,
    );
    expect(issue({ ...good, keys: { ...good.keys, auth: encode(point) } })).toBe(
      VALIDATION.pushAuthInvalid,
    );
  });
});
