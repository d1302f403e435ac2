import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A push the service took: where to, its headers, and its body as sent (encrypted). */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: what it sends the API, and what only it can decrypt. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON a push to this device carried (RFC 8291, aes128gcm). */
  decrypt(body: Buffer): unknown;
}

export interface TestPushService {
  /** Its certificate, for the sender to trust (ContextOptions.pushCa): nothing is trusted widely. */
  ca: string;
  origin: string;
  received: ReceivedPush[];
  /** The status the service answers pushes to `path` with (201 unless told). */
  answer(path: string, status: number): void;
  device(name?: string): TestDevice;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/** A browser's key pair and auth secret for one subscription, as PushSubscription.toJSON() has them. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8291 decryption of one aes128gcm record with the device's private key and auth secret. */
function decryptAes128gcm(body: Buffer, device: ReturnType<typeof createECDH>, auth: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = device.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.getPublicKey(),
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown;
}

/** A push service on 127.0.0.1 over TLS with a certificate of its own, recording every push. */
export async function startPushService(): Promise<TestPushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let seq = 0;
  return {
    ca: pems.cert,
    origin,
    received,
    answer: (path, status) => statuses.set(path, status),
    device(name = `device-${++seq}-${randomBytes(4).toString('hex')}`) {
      const { ecdh, auth, keys } = browserKeys();
      return {
        endpoint: `${origin}/push/${name}`,
        keys,
        decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
