import { existsSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { SCALAR_SCRIPT_PATH, scalarBundlePath } from './routes';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

describe('/api/docs', () => {
  it('answers a page that renders /api/openapi.json with the self-hosted Scalar script', async () => {
    const res = await request(t.app).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<script src="${SCALAR_SCRIPT_PATH}"></script>`);
    expect(res.text).toContain('data-url="/api/openapi.json"');
    // Nothing from another origin: the CSP allows scripts from this one only.
    expect(res.text).not.toMatch(/(src|href)="https?:/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves the Scalar bundle as JavaScript from its own origin', async () => {
    expect(existsSync(scalarBundlePath())).toBe(true);
    const res = await request(t.app).get(SCALAR_SCRIPT_PATH).expect(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.text.length).toBeGreaterThan(100_000);
    expect(res.text).toContain('api-reference');
  });

  it('no longer serves the hand-made page', async () => {
    await request(t.app).get('/api/docs.js').expect(404);
  });
});
