import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@roomsetu/shared';
import { bearer } from '../test/auth';
import { createProperty, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';

let t: TestEnv;
let owner: [string, string];
let uploadPaths: string[];
beforeAll(async () => {
  t = await createTestEnv();
  const user = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  owner = bearer(t, user);
  const property = await createProperty(t.ctx.database.db, user.id);
  uploadPaths = ['/api/properties', `/api/property-photos/${property.id}/photos/upload`];
});
afterAll(async () => {
  await t.close();
});

const malformed: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'anything'],
  ['a boundary that never comes', 'multipart/form-data; boundary=xyz', 'garbage'],
  [
    'a part that never ends',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nflat',
  ],
  [
    'a malformed part header',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nnot a header\r\n\r\nv\r\n--xyz--\r\n',
  ],
  ['multipart/mixed', 'multipart/mixed; boundary=xyz', '--xyz--\r\n'],
];

describe('malformed multipart uploads', () => {
  it.each(malformed)('answer 400 in the error envelope: %s', async (_name, type, body) => {
    for (const path of uploadPaths) {
      const res = await request(t.app)
        .post(path)
        .set(...owner)
        .set('content-type', type)
        .send(body);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({
        success: false,
        code: 'MULTIPART_INVALID',
        error: VALIDATION.multipartInvalid,
      });
    }
  });
});
