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
    expect(res.body).toEqual({ success: false, error: 'Malformed JSON in request body' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
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
