import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order';

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('x-ran', name);
    next();
  };
const later =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('x-ran', name);
    setImmediate(next);
  };
const failing: ErrorRequestHandler = (err: Error, _req, res, _next) => {
  res.status(418).json({ error: err.message });
};

/** The same middlewares as separate layers and in one, each in front of the same route. */
function apps(...handlers: RequestHandler[]) {
  const separate = express();
  for (const h of handlers) separate.use('/api', h);
  const grouped = express();
  grouped.use('/api', inOrder(...handlers));
  for (const app of [separate, grouped]) {
    app.get('/api/x', (req, res) => {
      res.json({
        baseUrl: req.baseUrl,
        body: req.body as unknown,
        cookies: req.cookies as unknown,
      });
    });
    app.get('/other', (_req, res) => void res.json({ other: true }));
    app.use(failing);
  }
  return [separate, grouped] as const;
}

async function same(handlers: RequestHandler[], path: string) {
  const [separate, grouped] = apps(...handlers);
  const a = await request(separate).get(path);
  const b = await request(grouped).get(path);
  expect({ status: b.status, ran: b.headers['x-ran'], body: b.body as unknown }).toEqual({
    status: a.status,
    ran: a.headers['x-ran'],
    body: a.body as unknown,
  });
  return b;
}

describe('middlewares run in one layer', () => {
  it('run in order, synchronous or not, as separate layers do', async () => {
    const res = await same([mark('a'), later('b'), mark('c'), express.json()], '/api/x');
    expect(res.headers['x-ran']).toBe('a, b, c');
    expect(res.status).toBe(200);
  });

  it('stop at an error passed on, thrown or rejected, and hand it to the error handler', async () => {
    const passed: RequestHandler = (_req, _res, next) => next(new Error('passed'));
    const thrown: RequestHandler = () => {
      throw new Error('thrown');
    };
    const rejected: RequestHandler = async () => {
      await Promise.resolve();
      throw new Error('rejected');
    };
    for (const [failure, message] of [
      [passed, 'passed'],
      [thrown, 'thrown'],
      [rejected, 'rejected'],
    ] as const) {
      const res = await same([mark('a'), failure, mark('c')], '/api/x');
      expect(res.status).toBe(418);
      expect(res.body).toEqual({ error: message });
      expect(res.headers['x-ran']).toBe('a');
    }
  });

  it('run only under their mount path', async () => {
    const res = await same([mark('a')], '/other');
    expect(res.headers['x-ran']).toBeUndefined();
  });
});
