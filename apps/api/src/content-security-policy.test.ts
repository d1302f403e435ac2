import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { websocketOrigin } from './app';
import { createTestEnv, type TestEnv } from './test/harness';

let t: TestEnv | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The policy's directives, each by name with its sources, as the API sends it. */
async function policy(publicUrl = 'https://roomsetu.example'): Promise<Map<string, string[]>> {
  t = await createTestEnv({ PUBLIC_URL: publicUrl });
  const res = await request(t.app).get('/api/health');
  const csp = String(res.headers['content-security-policy']);
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

async function connectSrc(publicUrl: string): Promise<string[] | undefined> {
  return (await policy(publicUrl)).get('connect-src');
}

describe('the content security policy', () => {
  it('lets pages open websockets to their own origin only, over wss behind https', async () => {
    expect(await connectSrc('https://roomsetu.example')).toEqual([
      "'self'",
      'wss://roomsetu.example',
    ]);
  });

  it('keeps the port and uses ws for a plain-http origin', async () => {
    expect(await connectSrc('http://localhost:3311')).toEqual(["'self'", 'ws://localhost:3311']);
  });

  it("lets the page register the app's service worker and read its manifest from its own origin only", async () => {
    const directives = await policy();
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
  });

  it('derives the websocket origin without path or trailing slash', () => {
    expect(websocketOrigin('https://roomsetu.example/app/')).toBe('wss://roomsetu.example');
    expect(websocketOrigin('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080');
  });
});
