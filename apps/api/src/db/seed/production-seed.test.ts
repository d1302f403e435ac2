import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { verifyPassword } from '../../lib/passwords';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { users } from '../schema';
import { randomDemoPassword } from './credentials';
import { ADMIN_ACCOUNT, DEMO_PASSWORD } from './data';
import { seedDemo } from '.';

let t: TestEnv;
const lines: string[] = [];
let app: TestEnv['app'];

beforeAll(async () => {
  t = await createTestEnv();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const ctx = {
    ...t.ctx,
    env: { ...t.ctx.env, NODE_ENV: 'production' as const },
    logger: createLogger('info', stream),
  };
  expect(await seedDemo(ctx)).toBe(true);
  app = createApp(ctx).app;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const logged = () =>
  lines
    .map((line) => (JSON.parse(line) as { msg: string }).msg)
    .map((msg) => /^demo account (\S+) password (\S+)$/.exec(msg))
    .filter((match) => match !== null)
    .map(([, email, password]) => ({ email: email!, password: password! }));

const login = (email: string, password: string) =>
  request(app).post('/api/auth/login').send({ email, password });

describe('demo seed in production', () => {
  it('gives no account a published password', async () => {
    const rows = await t.ctx.database.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users);
    expect(rows.length).toBeGreaterThan(10);
    const published = await Promise.all(
      rows.flatMap((r) => [
        verifyPassword(DEMO_PASSWORD, r.hash),
        verifyPassword(ADMIN_ACCOUNT.password, r.hash),
      ]),
    );
    expect(published.filter(Boolean)).toEqual([]);
    expect((await login(ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password)).status).toBe(401);
    expect((await login('rahul.tenant@roomsetu.in', DEMO_PASSWORD)).status).toBe(401);
  });

  it('writes each account e-mail and its own random password to the log once', async () => {
    const rows = await t.ctx.database.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users);
    const credentials = logged();
    expect(credentials.map((c) => c.email).sort()).toEqual(rows.map((r) => r.email).sort());
    expect(new Set(credentials.map((c) => c.password)).size).toBe(credentials.length);
    const hashOf = new Map(rows.map((r) => [r.email, r.hash]));
    const matches = await Promise.all(
      credentials.map((c) => verifyPassword(c.password, hashOf.get(c.email)!)),
    );
    expect(matches.every(Boolean)).toBe(true);

    const admin = credentials.find((c) => c.email === ADMIN_ACCOUNT.email)!;
    const res = await login(admin.email, admin.password);
    expect(res.status).toBe(200);
    expect(res.body.data.user.role).toBe('ADMIN');
  });
});

describe('random demo passwords', () => {
  it('are long, differ every time and pass the sign-up password rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = randomDemoPassword();
      expect(password).toMatch(
        /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{20}$/,
      );
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
