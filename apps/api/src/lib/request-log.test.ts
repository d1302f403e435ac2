import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type CreatedApp } from '../app';
import { capturedLogger } from '../test/captured-logger';
import { createTestEnv, type TestEnv } from '../test/harness';
import { createContext } from '../context';

let t: TestEnv;
let app: CreatedApp['app'];
const { logger, lines } = capturedLogger();
beforeAll(async () => {
  t = await createTestEnv();
  app = createApp(createContext({ env: t.ctx.env, database: t.ctx.database, logger })).app;
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes one line per API request: its id, method, URL, status and duration, no headers', async () => {
    lines.length = 0;
    const res = await request(app)
      .get('/api/properties?city=jaipur&page=1')
      .set('Authorization', 'Bearer not-a-token')
      .set('x-request-id', 'trace-42');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-42');
    await new Promise((r) => setTimeout(r, 20));
    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests).toEqual([
      expect.objectContaining({
        level: 30,
        req: { id: 'trace-42', method: 'GET', url: '/api/properties?city=jaipur&page=1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('not-a-token');
  });

  it('writes the line the redacting logger would write', async () => {
    lines.length = 0;
    await request(app).get('/api/properties?city=jaipur&page=1&password=x&token=y');
    await new Promise((r) => setTimeout(r, 20));
    const [line] = lines.filter((l) => l.msg === 'request completed');
    const { time: _time, level: _level, msg, pid: _pid, hostname: _host, ...fields } = line!;
    const { logger: redactingLogger, lines: redacting } = capturedLogger();
    redactingLogger.info(fields, msg as string);
    await new Promise((r) => setTimeout(r, 20));
    expect({ ...redacting[0], time: line!.time }).toEqual(line);
    expect(fields).toMatchObject({
      req: { url: '/api/properties?city=jaipur&page=1&password=[redacted]&token=[redacted]' },
    });
  });

  it('gives a request without a usable id a new one, and logs a failed request too', async () => {
    lines.length = 0;
    const res = await request(app)
      .get('/api/nothing-here')
      .set('x-request-id', 'no spaces, please');
    expect(res.status).toBe(404);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[\w-]{36}$/);
    await new Promise((r) => setTimeout(r, 20));
    expect(lines).toEqual([
      expect.objectContaining({
        req: { id, method: 'GET', url: '/api/nothing-here' },
        res: { statusCode: 404 },
        msg: 'request completed',
      }),
    ]);
  });

  it('does not log what is not an API request', async () => {
    lines.length = 0;
    await request(app).get('/uploads/missing.webp');
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.filter((l) => l.req)).toEqual([]);
  });

  it("never logs a signed link's token or a contact given in the query", async () => {
    lines.length = 0;
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-part.signature';
    const res = await request(app).get(
      `/api/unsubscribe?token=${encodeURIComponent(token)}&kind=ALERTS&email=asha%40example.com`,
    );
    expect(res.status).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 20));
    const [line] = lines.filter((l) => l.msg === 'request completed');
    expect(line).toMatchObject({
      req: { url: '/api/unsubscribe?token=[redacted]&kind=ALERTS&email=[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toContain('secret-part');
    expect(JSON.stringify(lines)).not.toContain('asha');
  });
});
