import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

describe('the API platform', () => {
  it('answers health and readiness in the envelope', async () => {
    const health = await request(t.app).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await request(t.app).get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data.status).toBe('ready');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(t.app).get('/api/x');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('answers a malformed JSON body with a 400 and a message, never a stack', async () => {
    const res = await request(t.app)
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'REQUEST_JSON_MALFORMED',
      error: 'Malformed JSON in request body',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('answers an allowed origin with CORS headers and the security headers, a preflight too', async () => {
    const origin = t.ctx.env.CORS_ORIGIN.split(',')[0]!.trim();
    const res = await request(t.app).get('/api/health').set('Origin', origin);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers.vary).toMatch(/Origin/);
    const stranger = await request(t.app)
      .get('/api/health')
      .set('Origin', 'https://elsewhere.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.app)
      .options('/api/auth/login')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('reads a form body on the API', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .type('form')
      .send({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(res.status).toBe(401);
  });

  it('gives every response a request id', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });

  it('describes every mounted route in the OpenAPI document', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of t.routes.routes) {
      const key = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(res.body.paths[key]?.[route.method], key).toBeDefined();
    }
  });
});
