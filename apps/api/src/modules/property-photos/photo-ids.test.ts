import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let owner: [string, string];
beforeAll(async () => {
  t = await createTestEnv();
  owner = bearer(t, await createUser(t.ctx.database.db, { role: 'LANDLORD' }));
});
afterAll(async () => {
  await t.close();
});

describe('photo ids from the path', () => {
  it.each(['2147483648', '99999999999999999999', '0', '-1', 'abc', '1e3', '1.5'])(
    'refuses photo id %s with a 400 in the envelope, before the database sees it',
    async (id) => {
      const res = await request(t.app)
        .delete(`/api/property-photos/photos/${id}`)
        .set(...owner);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
    },
  );

  it('still answers 404 for a well-formed id that names no photo', async () => {
    const res = await request(t.app)
      .delete('/api/property-photos/photos/2147483647')
      .set(...owner);
    expect(res.status).toBe(404);
  });
});
