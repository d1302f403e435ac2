import { performance } from 'node:perf_hooks';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

/**
 * Forgot password and resend code answer the same whether or not the address has an account;
 * they must take about as long too, though only one of the two writes a code and queues a mail.
 */

let t: TestEnv;
let app: Express;
beforeAll(async () => {
  t = await createTestEnv();
  const lifted = { limit: 10_000, windowMs: 60_000 };
  app = createApp({
    ...t.ctx,
    rateLimits: { codeMailPerEmail: lifted, codeMailPerIp: lifted },
  }).app;
});
afterAll(async () => {
  await t.close();
});

const ROUNDS = 60;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(path: string, email: string): Promise<number> {
  const started = performance.now();
  const res = await request(app).post(`/api${path}`).send({ email });
  expect(res.status).toBe(200);
  return performance.now() - started;
}

/**
 * The median, over pairs of back-to-back requests (in turn order), of how long the unknown
 * address took against the known one: pairs see the same load on a busy machine.
 */
async function ratio(path: string, known: string): Promise<number> {
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const unknown = `nobody.${i}.${Date.now()}@example.com`;
    if (i % 2) {
      const a = await timed(path, known);
      ratios.push((await timed(path, unknown)) / a);
    } else {
      const b = await timed(path, unknown);
      ratios.push(b / (await timed(path, known)));
    }
  }
  return median(ratios);
}

describe('answers that must not tell whether an account exists', () => {
  it.each([
    ['/auth/send-verification-token', { isEmailVerified: true }],
    ['/auth/resend-verification', { isEmailVerified: false }],
  ] as const)('%s takes about as long for an unknown address', async (path, o) => {
    const user = await createUser(t.ctx.database.db, o);
    await ratio(path, user.email); // warm-up
    const r = await ratio(path, user.email);
    // Without the same writes for an unknown address, its answer came in about half the time.
    expect(r).toBeGreaterThan(0.75);
    expect(r).toBeLessThan(1.33);
  });
});
