import { keyOfCode, ERROR_NAMESPACES } from '@roomsetu/shared';
import en from '@roomsetu/shared/catalogs/en.json';
import hi from '@roomsetu/shared/catalogs/hi.json';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './test/auth';
import { createProperty, createUser, signUpBody } from './test/factories';
import { createTestEnv, type TestEnv } from './test/harness';

let t: TestEnv;
let tenant: { id: number; role: 'TENANT' };
let admin: { id: number; role: 'ADMIN' };
let owner: { id: number; role: 'LANDLORD' };
let liveListing: number;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  tenant = { id: (await createUser(db)).id, role: 'TENANT' };
  admin = { id: (await createUser(db, { role: 'ADMIN' })).id, role: 'ADMIN' };
  owner = { id: (await createUser(db, { role: 'LANDLORD' })).id, role: 'LANDLORD' };
  liveListing = (await createProperty(db, owner.id, { status: 'ACTIVE' })).id;
});
afterAll(async () => {
  await t.close();
});

type Catalog = Record<string, Record<string, unknown>>;

/** The text a code stands for in a language, as a client finds it (code → key → namespaces). */
function textOf(catalog: Catalog, code: string): string | undefined {
  const key = keyOfCode(code);
  for (const ns of ERROR_NAMESPACES) {
    const text = catalog[ns]?.[key];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** A catalog text with its {{values}} matched as anything: does `text` come from it? */
function fromTemplate(template: string, text: string): boolean {
  const pattern = template
    .split(/(\{\{\w+\}\})/)
    .map((part) =>
      /^\{\{\w+\}\}$/.test(part) ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`, 's').test(text);
}

type Call = (lang?: string) => request.Test;
const as = (lang: string | undefined, test: request.Test) =>
  lang === undefined ? test : test.set('Accept-Language', lang);
const get =
  (path: string, user?: { id: number; role: 'TENANT' | 'ADMIN' | 'LANDLORD' }): Call =>
  (lang) =>
    as(
      lang,
      user
        ? request(t.app)
            .get(path)
            .set(...bearer(t, user))
        : request(t.app).get(path),
    );
const send =
  (
    method: 'post' | 'patch' | 'delete',
    path: string,
    body: object | string,
    user?: { id: number; role: 'TENANT' | 'ADMIN' | 'LANDLORD' },
  ): Call =>
  (lang) => {
    let test = request(t.app)[method](path);
    if (user) test = test.set(...bearer(t, user));
    if (typeof body === 'string') test = test.set('Content-Type', 'application/json').send(body);
    else test = test.send(body);
    return as(lang, test);
  };

/** One error of each module: the same status and code in both languages, the text in each. */
const cases: { name: string; call: () => Call; status: number; code: string; fields?: string[] }[] =
  [
    {
      name: 'auth: sign-in with a wrong password',
      call: () =>
        send('post', '/api/auth/login', { email: 'nobody@example.com', password: 'Wrong@123' }),
      status: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
    },
    {
      name: 'auth: sign-up with invalid fields',
      call: () => send('post', '/api/auth/signup', signUpBody({ email: 'not-an-email', age: 12 })),
      status: 400,
      code: 'EMAIL_INVALID',
      fields: ['email', 'age'],
    },
    {
      name: 'properties: a listing that does not exist',
      call: () => get('/api/properties/987654'),
      status: 404,
      code: 'PROPERTY_NOT_FOUND',
    },
    {
      name: 'properties: a move to the state it is in (a status word as a value)',
      call: () =>
        send('post', `/api/properties/${liveListing}/status`, { status: 'ACTIVE' }, owner),
      status: 409,
      code: 'PROPERTY_ALREADY_IN_STATE',
    },
    {
      name: 'favorites: removing one that does not exist',
      call: () => send('delete', '/api/favorite/987654', {}, tenant),
      status: 404,
      code: 'FAVORITE_NOT_FOUND',
    },
    {
      name: 'messages: an inquiry to oneself',
      call: () =>
        send(
          'post',
          '/api/messages/conversations-inquiry',
          { receiverId: tenant.id, text: 'Hello there' },
          tenant,
        ),
      status: 400,
      code: 'MESSAGES_INQUIRY_TO_SELF',
    },
    {
      name: 'roommates: interest in oneself',
      call: () => send('post', `/api/roommates/${tenant.id}/interest`, {}, tenant),
      status: 400,
      code: 'ROOMMATES_SELF',
    },
    {
      name: 'visits: a visit that does not exist',
      call: () => get('/api/visits/987654', tenant),
      status: 404,
      code: 'VISIT_NOT_FOUND',
    },
    {
      name: 'saved searches: one that does not exist',
      call: () => send('delete', '/api/saved-searches/987654', {}, tenant),
      status: 404,
      code: 'SAVED_SEARCH_NOT_FOUND',
    },
    {
      name: 'moderation: reporting oneself',
      call: () =>
        send(
          'post',
          '/api/reports',
          {
            targetType: 'USER',
            targetId: tenant.id,
            reason: 'OTHER',
            details: 'Testing the report form',
          },
          tenant,
        ),
      status: 400,
      code: 'MODERATION_SELF',
    },
    {
      name: 'verification: a request that does not exist',
      call: () => send('post', '/api/admin/verifications/987654/approve', {}, admin),
      status: 404,
      code: 'VERIFICATION_REQUEST_NOT_FOUND',
    },
    {
      name: 'contact: a message without its fields',
      call: () => send('post', '/api/users-public/send-message', { type: 'contact' }),
      status: 400,
      code: 'CONTACT_REQUIRED',
      fields: ['firstName'],
    },
    {
      name: 'alerts: an unsubscribe link that is not valid',
      call: () => send('post', '/api/unsubscribe?token=not-a-token', {}),
      status: 400,
      code: 'UNSUBSCRIBE_INVALID',
    },
    {
      name: 'push: a subscription with a bad endpoint',
      call: () =>
        send(
          'post',
          '/api/push/subscriptions',
          { endpoint: 'http://x', keys: { p256dh: 'x', auth: 'y' } },
          tenant,
        ),
      status: 400,
      code: 'PUSH_ENDPOINT_INVALID',
      fields: ['endpoint'],
    },
    {
      name: 'admin: marking a listing verified without its checklist',
      call: () => send('patch', `/api/admin/listings/${liveListing}`, { verified: true }, admin),
      status: 400,
      code: 'ADMIN_VERIFY_THROUGH_CHECKLIST',
    },
    {
      name: 'places: a query too short',
      call: () => get('/api/places?q=a'),
      status: 400,
      code: 'PLACE_QUERY_SHORT',
      fields: ['q'],
    },
    {
      name: 'blocks: blocking oneself',
      call: () => send('post', `/api/blocks/${tenant.id}`, {}, tenant),
      status: 400,
      code: 'BLOCKS_SELF',
    },
    {
      name: 'access: a route that needs sign-in',
      call: () => get('/api/blocks'),
      status: 401,
      code: 'AUTH_REQUIRED',
    },
    {
      name: 'an unknown API route (values in the text)',
      call: () => get('/api/no-such-thing'),
      status: 404,
      code: 'API_ROUTE_NOT_FOUND',
    },
    {
      name: 'malformed JSON',
      call: () => send('post', '/api/auth/login', '{"email":'),
      status: 400,
      code: 'REQUEST_JSON_MALFORMED',
    },
    {
      name: 'a body too large',
      call: () => send('post', '/api/auth/login', { email: 'x'.repeat(200 * 1024) }),
      status: 413,
      code: 'REQUEST_BODY_TOO_LARGE',
    },
  ];

describe('error answers in the caller’s language', () => {
  it.each(cases)('$name: $status $code in English and in Hindi', async (c) => {
    const english = await c.call()();
    const hindi = await c.call()('hi');
    expect(english.status, JSON.stringify(english.body)).toBe(c.status);
    expect(hindi.status).toBe(c.status);
    expect(english.body.code).toBe(c.code);
    expect(hindi.body.code).toBe(c.code);
    expect(fromTemplate(textOf(en, c.code)!, english.body.error)).toBe(true);
    expect(fromTemplate(textOf(hi, c.code)!, hindi.body.error), hindi.body.error).toBe(true);
    expect(hindi.body.error).toMatch(/[\u0900-\u097F]/);
    expect(hindi.headers.vary).toMatch(/Accept-Language/i);
    for (const field of c.fields ?? []) {
      const code = english.body.fieldCodes[field] as string;
      expect(hindi.body.fieldCodes[field]).toBe(code);
      expect(english.body.details[field]).toBe(textOf(en, code));
      expect(hindi.body.details[field]).toBe(textOf(hi, code));
    }
  });

  it('writes the status word of a refused move in the sentence’s language', async () => {
    const english = await send(
      'post',
      `/api/properties/${liveListing}/status`,
      { status: 'ACTIVE' },
      owner,
    )();
    expect(english.body.error).toBe('This listing is already active.');
    const hindi = await send(
      'post',
      `/api/properties/${liveListing}/status`,
      { status: 'ACTIVE' },
      owner,
    )('hi');
    const word = (hi.enums as { propertyStatus?: Record<string, string> }).propertyStatus?.ACTIVE;
    expect(hindi.body.error).toBe(`यह लिस्टिंग पहले से ही ${(word ?? 'Active').toLowerCase()} है।`);
  });

  it('keeps the values of a text built with them (the unknown route names the path)', async () => {
    const res = await get('/api/no-such-thing')('hi');
    expect(res.body.error).toBe('GET /no-such-thing के लिए कोई API रूट नहीं है');
  });

  it('follows the header on a signed-in request too', async () => {
    const res = await get('/api/visits/987654', tenant)('hi-IN,hi;q=0.9,en;q=0.8');
    expect(res.body).toMatchObject({ code: 'VISIT_NOT_FOUND', error: 'विज़िट नहीं मिली' });
  });
});

describe('Accept-Language that names nothing we speak', () => {
  const headers = {
    junk: ';;,,=q=x',
    star: '*',
    french: 'fr-FR,fr;q=0.9',
    '10 KB': `${'x-'.repeat(5 * 1024)}hi`,
  };

  it.each(Object.entries(headers))(
    '%s: English, and the same statuses as without it',
    async (_, header) => {
      const plain = await get('/api/properties/987654')();
      const odd = await get('/api/properties/987654')(header);
      expect(odd.status).toBe(plain.status);
      expect(odd.body).toEqual(plain.body);
      const ok = await get('/api/health')(header);
      expect(ok.status).toBe(200);
      const login = await send('post', '/api/auth/login', {
        email: 'nobody@example.com',
        password: 'Wrong@123',
      })(header);
      expect(login.status).toBe(401);
      expect(login.body.error).toBe(en.messages.authInvalidCredentials);
    },
  );
});
