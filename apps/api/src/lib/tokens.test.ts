import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/auth';
import { createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { client, closeClients, listen, type RunningServer } from '../test/realtime';
import { verifyAccessToken } from './tokens';

let t: TestEnv;
let server: RunningServer;
let user: { id: number; role: 'TENANT' };

beforeAll(async () => {
  t = await createTestEnv();
  server = await listen(t);
  user = { id: (await createUser(t.ctx.database.db)).id, role: 'TENANT' };
});
afterEach(() => closeClients());
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Signed with the server's own secret and algorithm, but with no expiry at all. */
function tokenWithoutExp(): string {
  return jwt.sign({ role: user.role }, t.ctx.env.JWT_SECRET, {
    algorithm: 'HS256',
    subject: String(user.id),
  });
}

describe('access tokens without exp', () => {
  it('are never issued: every signed token carries exp', () => {
    const decoded = jwt.decode(tokenFor(t, user)) as { exp?: unknown; iat: number };
    expect(typeof decoded.exp).toBe('number');
    expect(decoded.exp as number).toBeGreaterThan(decoded.iat);
  });

  it('are refused by verify even when validly signed', () => {
    const token = tokenWithoutExp();
    expect(jwt.verify(token, t.ctx.env.JWT_SECRET)).toMatchObject({ sub: String(user.id) });
    expect(verifyAccessToken(token, t.ctx.env.JWT_SECRET, t.ctx.now())).toBeNull();
  });

  it('answer 401 on REST while a normal token answers 200', async () => {
    const self = (token: string) =>
      request(t.app).get('/api/users/self').set('Authorization', `Bearer ${token}`);
    expect((await self(tokenFor(t, user))).status).toBe(200);
    const res = await self(tokenWithoutExp());
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('are refused at the socket handshake while a normal token connects', async () => {
    const ok = await client(server.url, tokenFor(t, user));
    expect(ok.connected).toBe(true);
    await expect(client(server.url, tokenWithoutExp())).rejects.toThrow();
  });
});
