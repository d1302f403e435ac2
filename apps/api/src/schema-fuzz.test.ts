import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { bearer } from './test/auth';
import { listingFields } from './modules/properties/listing-fixture';
import { createConversation, createProperty, createUser, signUpBody } from './test/factories';
import { startGeocoderStub } from './test/geocoder-stub';
import { createTestEnv } from './test/harness';
import { jpeg } from './test/images';
import { raisedRateLimits } from './test/limits';

/**
 * Schema fuzz: every operation of /api/openapi.json is called with generated bad path ids,
 * query values and bodies, as a guest, a signed-in user and an admin. Nothing may answer 5xx,
 * every 4xx is the error envelope, and no answer carries a stack trace or SQL text.
 *
 * CI runs a fixed seed and a few runs per operation. A longer run, with a new seed each time:
 *   FUZZ_RUNS=500 pnpm --filter @roomsetu/api fuzz        (FUZZ_SEED=n repeats a run)
 */

/** Runs per operation, shared between the guest, the user and the admin. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 9);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? Math.floor(Math.random() * 2 ** 31)
    : 20261123;

type Json = Record<string, unknown>;
type Caller = 'guest' | 'user' | 'admin';
const CALLERS: readonly Caller[] = ['guest', 'user', 'admin'];

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  query: { name: string; schema: Json }[];
  /** The documented request body: its content type and schema. */
  body?: { contentType: string; schema: Json };
}

// ---- the world: an app with real objects, so real ids reach the handlers -------------------

const stub = await startGeocoderStub();
const t = await createTestEnv({ GEOCODER_URL: stub.url });
const app: Express = createApp({ ...t.ctx, rateLimits: raisedRateLimits() }).app;
const db = t.ctx.database.db;
const landlord = await createUser(db, { role: 'LANDLORD' });
const tenant = await createUser(db, { role: 'TENANT' });
const admin = await createUser(db, { role: 'ADMIN' });
const properties = [
  (await createProperty(db, landlord.id)).id,
  (await createProperty(db, landlord.id)).id,
  (await createProperty(db, tenant.id)).id,
];
const conversation = (await createConversation(db, landlord.id, tenant.id, ['Hello'])).id;
const jpegBytes = await jpeg();
const upload = await request(app)
  .post(`/api/property-photos/${properties[0]}/photos/upload`)
  .set(...bearer(t, landlord))
  .attach('photos', jpegBytes, 'room.jpg');
const photo = (upload.body.data as { id: number }[])[0]!.id;
const REAL_IDS = [landlord.id, tenant.id, admin.id, ...properties, conversation, photo];

const headers: Record<Caller, Record<string, string>> = {
  guest: {},
  user: Object.fromEntries([bearer(t, landlord)]),
  admin: Object.fromEntries([bearer(t, admin)]),
};

const doc = (await request(app).get('/api/openapi.json')).body as {
  paths: Record<string, Record<string, Json>>;
};

afterAll(async () => {
  await t.close();
  await stub.close();
});

function operationsOf(paths: typeof doc.paths): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const parameters = (op.parameters ?? []) as { name: string; in: string; schema: Json }[];
      const content = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)
        ?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      out.push({
        method: method as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      });
    }
  }
  return out;
}

const operations = operationsOf(doc.paths);
const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

// ---- generators ---------------------------------------------------------------------------

/** Path ids the brief names, sent raw (so '%00' is a NUL once decoded). */
const BAD_IDS = [
  '2147483648',
  '-1',
  '0',
  'abc',
  '%00',
  '1e3',
  '9'.repeat(400),
  '1.5',
  '0x1F',
  ' 2147483648',
  'Infinity',
  '%E0%A4%A',
  '%ZZ',
  '%F0%9F%92%A5',
  'null',
  '__proto__',
  'constructor',
];

/** Keys that have bitten JavaScript servers: prototype pollution and inherited names. */
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** 90 kB of UTF-8: long, but inside the 100 kB body limit, so it reaches the handlers. */
const LONG = 'ल'.repeat(30_000);
const TOO_LARGE = 'x'.repeat(120_000);
const SURROGATES = ['\ud800', 'a\udfffb', '\udc00\ud800', '\u0000', 'a\u0000b', '\u202e', '💥'];

const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_IDS) },
  { weight: 3, arbitrary: fc.constantFrom(...REAL_IDS.map(String), 'property', 'CONVERSATION') },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }).map(encode) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

const badText = fc.oneof(
  fc.constantFrom(
    ...BAD_IDS.map((v) => decodeURIComponentSafe(v)),
    ...SURROGATES,
    ...NASTY_KEYS,
    '',
    ' ',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant(LONG),
);

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid) WTF-8 bytes. */
function encode(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    if (ch.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const badNumber = fc.oneof(
  fc.constantFrom(2147483648, -1, 0, 1e308, -1e308, 2 ** 53, 1.5, -0, 2 ** 31 - 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(badText, badNumber, fc.boolean(), fc.constant(null));

function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const nastyObject: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...NASTY_KEYS), scalar)
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`));

const anyBad: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: nastyObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value that fits a JSON schema node's type (so the request gets past the first checks). */
function plausible(schema: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyBad;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (branches?.length) return fc.oneof(...branches.map((b) => plausible(b, depth + 1)));
  const types = ([] as unknown[]).concat(schema.type ?? []) as string[];
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of types) {
    if (type === 'string')
      options.push(
        fc.oneof(
          fc.constantFrom('jaipur', 'a@example.com', '2026-12-01', '302001', 'Secret@123'),
          fc.string({ maxLength: 20 }),
          fc.nat().map(String),
        ),
      );
    if (type === 'number' || type === 'integer')
      options.push(fc.oneof(fc.constantFrom(...REAL_IDS), fc.integer({ min: -5, max: 100_000 })));
    if (type === 'boolean') options.push(fc.boolean());
    if (type === 'null') options.push(fc.constant(null));
    if (type === 'array')
      options.push(fc.array(plausible(schema.items as Json, depth + 1), { maxLength: 3 }));
    if (type === 'object') options.push(objectFor(schema, depth + 1));
  }
  return options.length ? fc.oneof(...options) : anyBad;
}

/** An object shaped like the schema: each field plausible, bad or missing, plus nasty keys. */
function objectFor(schema: Json, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Json>);
  const fields = props.map(([name, prop]) =>
    fc
      .option(
        fc.oneof(
          { weight: 3, arbitrary: plausible(prop, depth) },
          { weight: 2, arbitrary: anyBad },
        ),
        { nil: undefined, freq: 4 },
      )
      .map((value) => [name, value] as const),
  );
  const extras = fc.array(
    fc.tuple(fc.constantFrom(...NASTY_KEYS, 'role', 'id', 'ownerId'), anyBad),
    {
      maxLength: 2,
    },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([set, extra]) =>
    // fromEntries defines own properties, so '__proto__' is sent as a key, not a prototype.
    Object.fromEntries([...set.filter(([, v]) => v !== undefined), ...extra]),
  );
}

type Body =
  | { kind: 'none' }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: [string, string][]; files: [string, Buffer][] };

const json = (value: unknown): Body => ({
  kind: 'raw',
  contentType: 'application/json',
  text: JSON.stringify(value) ?? 'null',
});

const randomBytes = fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a));
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileBytes = fc.oneof(
  randomBytes,
  randomBytes.map((b) => Buffer.concat([JPEG_MAGIC, b])),
  randomBytes.map((b) => Buffer.concat([PNG_MAGIC, b])),
  fc.constant(jpegBytes),
  fc.constant(jpegBytes.subarray(0, Math.floor(jpegBytes.length / 2))),
);

const asField = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function multipartFor(schema: Json | undefined): fc.Arbitrary<Body> {
  const props = Object.keys((schema?.properties ?? {}) as Json);
  const name = fc.oneof(
    { weight: 4, arbitrary: props.length ? fc.constantFrom(...props) : fc.constant('title') },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_KEYS, 'photos', 'photos[]', '') },
  );
  const value = fc.oneof(
    plausible(undefined).map(asField),
    props.length
      ? fc
          .constantFrom(...props)
          .chain((p) => plausible((schema!.properties as Record<string, Json>)[p]).map(asField))
      : fc.constant(''),
  );
  return fc
    .tuple(
      fc.array(fc.tuple(name, value), { maxLength: 8 }),
      fc.array(fc.tuple(fc.constantFrom('photos', 'photo', 'file'), fileBytes), { maxLength: 2 }),
    )
    .map(([fields, files]): Body => ({ kind: 'multipart', fields, files }));
}

/**
 * Valid bodies of the writes, so that one bad field at a time gets past the rest of the
 * validation and reaches the services and the database. The document alone says too little
 * (patterns, ranges, cross-field rules) to build them.
 */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/signup': () => signUpBody(),
  'POST /api/auth/login': () => ({ email: tenant.email, password: tenant.password }),
  'POST /api/auth/check-duplicate': () => ({ email: 'new@example.com', phone: '9876501234' }),
  'POST /api/auth/reset-password': () => ({
    email: tenant.email,
    token: '123456',
    password: 'Another@123',
  }),
  'PATCH /api/auth/user-profile': () => ({ occupation: 'Architect', city: 'pune', age: 30 }),
  'PUT /api/properties/{id}': () => ({ title: 'Bright flat', rent: 15000, amenities: ['WiFi'] }),
  'PUT /api/properties/address/{id}': () => ({
    line1: '14 MG Road',
    city: 'jaipur',
    postalCode: '302001',
  }),
  'POST /api/property-photos/{id}/photos': () => ({ photos: [{ id: photo, isPrimary: true }] }),
  'POST /api/messages/conversations-inquiry': () => ({
    receiverId: tenant.id,
    propertyId: properties[0],
    text: 'Is it available?',
  }),
  'POST /api/messages/conversations/{id}/report': () => ({ message: 'Spam' }),
  'POST /api/favorite': () => ({ type: 'PROPERTY', propertyId: properties[2] }),
  'PATCH /api/admin/listings/{id}': () => ({ status: 'ACTIVE', verified: true }),
  'PATCH /api/admin/contact-messages/{id}': () => ({ status: 'READ', priority: 'HIGH' }),
  'POST /api/reports': () => ({
    targetType: 'LISTING',
    targetId: properties[1],
    reason: 'FAKE_LISTING',
    details: 'Photos copied',
  }),
  'POST /api/admin/reports/{targetType}/{targetId}/action': () => ({
    action: 'DISMISS',
    reason: 'Nothing wrong',
  }),
  'POST /api/users-public/send-message': () => ({
    firstName: 'Ravi',
    email: 'ravi@example.com',
    message: 'Hello',
  }),
};

/** A valid body with one field (existing or new) replaced by a bad value. */
function mutated(valid: () => Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid());
  return fc
    .tuple(fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...NASTY_KEYS)), anyBad)
    .map(([key, value]) => Object.fromEntries([...Object.entries(valid()), [key, value]]));
}

/** The wizard's multipart listing with one field replaced, and a real photo. */
const mutatedListing: fc.Arbitrary<Body> = fc
  .tuple(fc.constantFrom(...Object.keys(listingFields()), ...NASTY_KEYS), anyBad)
  .map(([key, value]) => ({
    kind: 'multipart',
    fields: Object.entries({ ...listingFields(), [key]: asField(value) }),
    files: [['photos', jpegBytes]],
  }));

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const schema = op.body?.schema;
  const multipart = op.body?.contentType === 'multipart/form-data' || op.path.endsWith('/upload');
  const shaped: fc.Arbitrary<Body> = multipart
    ? multipartFor(schema)
    : plausible(schema ?? { type: 'object', properties: {} }).map(json);
  const valid = VALID_BODIES[label(op)];
  const nearlyValid = valid
    ? mutated(valid).map(json)
    : label(op) === 'POST /api/properties'
      ? mutatedListing
      : shaped;
  return fc.oneof(
    { weight: 4, arbitrary: nearlyValid },
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 2, arbitrary: anyBad.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 20_000 }),
          fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
        )
        .map(([depth, kind]): Body => ({
          kind: 'raw',
          contentType: 'application/json',
          text: deeplyNested(depth, kind),
        })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Body>(
        { kind: 'raw', contentType: 'multipart/form-data', text: 'no boundary' },
        { kind: 'raw', contentType: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
        { kind: 'raw', contentType: 'application/json', text: '{"a":' },
        { kind: 'raw', contentType: 'application/json', text: '"\\ud800"' },
        {
          kind: 'raw',
          contentType: 'application/json',
          text: '{"id":123456789012345678901234567890}',
        },
        { kind: 'raw', contentType: 'application/json', text: `{"text":"${TOO_LARGE}"}` },
        { kind: 'raw', contentType: 'application/json; charset=utf-16', text: '{}' },
        {
          kind: 'raw',
          contentType: 'application/x-www-form-urlencoded',
          text: '__proto__[x]=1&constructor=2',
        },
        { kind: 'raw', contentType: 'text/plain', text: 'hello' },
        { kind: 'raw', contentType: 'application/xml', text: '<a/>' },
      ),
    },
  );
}

function queryFor(op: Operation): fc.Arbitrary<[string, string][]> {
  const names = op.query.map((q) => q.name);
  const value = fc.oneof(
    // Node itself answers 431 (no body) past 16 KB of request line and headers: keep URLs short.
    plausible(undefined).map((v) => asField(v).slice(0, 200)),
    fc.constantFrom(...BAD_IDS.map(decodeURIComponentSafe), ...NASTY_KEYS),
  );
  const pair = fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('page') },
      { weight: 1, arbitrary: fc.constantFrom(...NASTY_KEYS, 'a[b]', 'x') },
    ),
    value,
  );
  // Repeated names arrive as arrays, which single-value fields must refuse cleanly.
  return fc.array(pair, { maxLength: 6 });
}

interface FuzzCase {
  caller: Caller;
  path: Record<string, string>;
  query: [string, string][];
  body: Body;
}

function caseFor(op: Operation, caller: Caller): fc.Arbitrary<FuzzCase> {
  return fc.record({
    caller: fc.constant(caller),
    path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, pathValue]))) as fc.Arbitrary<
      Record<string, string>
    >,
    query: queryFor(op),
    body: bodyFor(op),
  });
}

// ---- sending and judging ------------------------------------------------------------------

function urlOf(op: Operation, path: Record<string, string>, query: [string, string][]): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => path[name] ?? '1');
  const qs = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return qs ? `${filled}?${qs}` : filled;
}

async function send(op: Operation, c: FuzzCase): Promise<request.Response> {
  const agent = request(app);
  let req = agent[op.method](urlOf(op, c.path, c.query)).set(headers[c.caller]);
  const { body } = c;
  if (body.kind === 'raw') req = req.set('content-type', body.contentType).send(body.text);
  if (body.kind === 'multipart') {
    for (const [name, value] of body.fields) req = req.field(name, value);
    for (const [name, bytes] of body.files) req = req.attach(name, bytes, 'upload.jpg');
  }
  return req;
}

const STACK = [/\bat \S+ \(\S+:\d+:\d+\)/, /\.(?:[cm]?js|ts):\d+:\d+/, /node_modules/];
// Drizzle quotes every identifier, which tells its SQL apart from prose ("select … from the list").
const SQL = [
  /\bselect\b.*\bfrom\s+"/i,
  /\binsert into\s+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /\bdelete from\s+"/i,
  /failed query/i,
  /postgres/i,
  /pglite/i,
  /drizzle/i,
  /\bsyntax error\b/i,
  /out of range for type/i,
  /violates .* constraint/i,
  /\brelation "/i,
];

/** Every problem with one answer; empty when it is fine. */
function judge(res: request.Response): string[] {
  const problems: string[] = [];
  const text = res.text ?? '';
  if (res.status >= 500) problems.push(`answered ${res.status}`);
  if (res.status >= 400) {
    const body = res.body as { success?: unknown; error?: unknown } | undefined;
    if (!/json/.test(res.type) || body?.success !== false || typeof body.error !== 'string')
      problems.push(`${res.status} outside the error envelope: ${text.slice(0, 200)}`);
    for (const pattern of SQL) if (pattern.test(text)) problems.push(`SQL text (${pattern})`);
  }
  for (const pattern of STACK) if (pattern.test(text)) problems.push(`stack text (${pattern})`);
  return problems;
}

function describeCase(op: Operation, c: FuzzCase): string {
  const body =
    c.body.kind === 'raw'
      ? `${c.body.contentType} ${c.body.text.slice(0, 200)}`
      : c.body.kind === 'multipart'
        ? `multipart ${JSON.stringify(c.body.fields).slice(0, 200)} files ${c.body.files.map(([n, b]) => `${n}:${b.length}B`).join(',')}`
        : 'no body';
  return `${op.method.toUpperCase()} ${urlOf(op, c.path, c.query).slice(0, 300)} as ${c.caller}, ${body}`;
}

describe(`schema fuzz (seed ${SEED}, ${RUNS} runs per operation)`, () => {
  it('finds operations to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    const documented = new Set(operations.map(label));
    expect(Object.keys(VALID_BODIES).filter((key) => !documented.has(key))).toEqual([]);
  });

  it.each(operations.filter((op) => op.pathParams.length).map((op) => [label(op), op] as const))(
    'refuses bad path ids cleanly: %s',
    async (_label, op) => {
      const problems: string[] = [];
      for (const caller of CALLERS) {
        for (const bad of BAD_IDS) {
          for (const name of op.pathParams) {
            const c: FuzzCase = {
              caller,
              path: Object.fromEntries(op.pathParams.map((p) => [p, p === name ? bad : '1'])),
              query: [],
              body: { kind: 'none' },
            };
            const res = await send(op, c);
            for (const p of judge(res)) problems.push(`${describeCase(op, c)}: ${p}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );

  /** Each field of each valid body, in turn, set to each of these. */
  const HOSTILE_VALUES: unknown[] = [
    'a\u0000b',
    '\ud800',
    LONG,
    2147483648,
    -1,
    1e308,
    null,
    [],
    { nested: { deeper: ['x'] } },
    { toString: 1, valueOf: null },
    '__proto__',
  ];

  it.each(operations.filter((op) => VALID_BODIES[label(op)]).map((op) => [label(op), op] as const))(
    'refuses hostile values in each field of a valid body cleanly: %s',
    async (_label, op) => {
      const valid = VALID_BODIES[label(op)]!;
      const caller: Caller = op.path.startsWith('/api/admin') ? 'admin' : 'user';
      const path = Object.fromEntries(op.pathParams.map((p) => [p, String(properties[0])]));
      const problems: string[] = [];
      for (const key of Object.keys(valid())) {
        for (const value of HOSTILE_VALUES) {
          const c: FuzzCase = { caller, path, query: [], body: json({ ...valid(), [key]: value }) };
          const res = await send(op, c);
          for (const p of judge(res)) problems.push(`${describeCase(op, c)}: ${p}`);
        }
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );

  it.each(operations.map((op) => [label(op), op] as const))(
    'survives generated input: %s',
    async (_label, op) => {
      // Every caller gets its share of the runs, so no operation goes untried by any of them.
      for (const [i, caller] of CALLERS.entries()) {
        await fc.assert(
          fc.asyncProperty(caseFor(op, caller), async (c) => {
            const res = await send(op, c);
            const problems = judge(res);
            if (problems.length) throw new Error(`${describeCase(op, c)}: ${problems.join('; ')}`);
          }),
          {
            seed: SEED + i,
            numRuns: Math.ceil(RUNS / CALLERS.length),
            endOnFailure: !process.env.FUZZ_RUNS,
          },
        );
      }
    },
    30_000 + RUNS * 3_000,
  );
});
