import { indiaInstant, todayInIndia } from '@roomsetu/shared';
import { z } from 'zod';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { reports } from './db/schema';
import { ACCESS_LEVELS, type Access, type RouteSpec } from './lib/route';
import { listingFields, withFields } from './modules/properties/listing-fixture';
import { bearer } from './test/auth';
import {
  createConversation,
  createProperty,
  createVisit,
  createUser,
  refreshCookieOf,
  signUpBody,
} from './test/factories';
import { startGeocoderStub, type GeocoderStub } from './test/geocoder-stub';
import { startSmsServer, type SmsServer } from './test/sms-server';
import { createTestEnv, type TestEnv } from './test/harness';
import { jpeg } from './test/images';
import { raisedRateLimits } from './test/limits';
import { pointsIn, type Point } from './test/points';
import { browserKeys } from './test/push-service';

/**
 * The authorisation matrix: every route of the route table is called as a guest, a stranger
 * (signed in, owns nothing), the owner (of the listing, photo and favourite, and participant of
 * the conversation the path names) and an admin, and the answer must match the route's
 * declared `access`. A route without a declaration or without a case below fails. Every answer
 * to a guest or a stranger is also walked for coordinates near the listing's real home, which
 * only its public pin may stand for.
 */

type Caller = 'guest' | 'stranger' | 'owner' | 'admin';
const CALLERS: readonly Caller[] = ['guest', 'stranger', 'owner', 'admin'];

type User = Awaited<ReturnType<typeof createUser>>;

interface World {
  owner: User;
  stranger: User;
  admin: User;
  /** The owner's conversation partner. */
  peer: User;
  property: number;
  photo: number;
  conversation: number;
  contactMessage: number;
  /** A visit the peer proposed for the owner's listing. */
  visit: number;
  /** Where the owner's listing really is (it shows a public pin, not this). */
  home: Point;
}

/** Metres between two points, near enough at this scale. */
const metres = (a: Point, b: Point) =>
  Math.hypot(
    (a.lat - b.lat) * 111_320,
    (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180),
  );

type Params = Record<string, string | number>;
type Awaitable<T> = T | Promise<T>;

interface MatrixCase {
  /** Path parameters; called for each caller, so destructive routes can hand out fresh objects. */
  params?: (w: World) => Awaitable<Params>;
  query?: Record<string, string>;
  /** A valid-enough JSON body. */
  body?: (w: World) => Awaitable<object>;
  /** A valid-enough multipart body instead of JSON. */
  multipart?: (req: request.Test, w: World) => Awaitable<request.Test>;
}

/**
 * The answer each access level expects from each caller. `served`: the owner of an owner's or a
 * participant's route, and an admin on an admin route, get a 2xx: a route that refuses everybody
 * (a 404 for its own owner too) would otherwise pass as both allowed and refused. There is no
 * exception: each case below is built so that its owner or admin is served.
 */
type Expectation = 'served' | 'allowed' | 'unauthenticated' | 'refused' | 'forbidden';

function expectation(access: Access, caller: Caller): Expectation {
  if (access === 'guest') return 'allowed';
  if (caller === 'guest') return 'unauthenticated';
  switch (access) {
    case 'user':
      return 'allowed';
    case 'owner':
    case 'participant':
      // An admin is not the owner or a participant of other people's objects.
      return caller === 'owner' ? 'served' : 'refused';
    case 'admin':
      return caller === 'admin' ? 'served' : 'forbidden';
  }
}

/**
 * Participant routes an admin may read too, for support: a visit, and a tenancy once a party has
 * reported it (every tenancy the matrix makes is reported by its owner): allowed, not refused.
 */
const ADMIN_READS = new Set([
  'GET /visits/:id',
  'GET /visits/:id/invite.ics',
  'GET /tenancies/:id',
  'GET /tenancies/:id/deposit',
  'GET /tenancies/:id/reports',
  'GET /tenancy-reports/:reportId',
  'GET /tenancy-reports/:reportId/photos/:photoId',
  'GET /tenancies/:id/agreement',
  'GET /tenancies/:id/deposit/deductions/:deductionId/invoice',
  'GET /tenancies/:id/agreement/:version.pdf',
  'GET /tenancies/:id/agreement/:version/certificate.pdf',
]);

function satisfies(expected: Expectation, status: number): boolean {
  switch (expected) {
    case 'served':
      return status >= 200 && status < 300;
    case 'allowed':
      // A 400/404/409 about the body is fine; an auth refusal, a 429 or a crash is not.
      return status < 500 && status !== 401 && status !== 403 && status !== 429;
    case 'unauthenticated':
      return status === 401;
    case 'refused':
      return status === 403 || status === 404;
    case 'forbidden':
      return status === 403;
  }
}

let t: TestEnv;
let app: Express;
let stub: GeocoderStub;
let sms: SmsServer;
let w: World;
let jpegBytes: Buffer;
let seq = 0;

const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'guest'
    ? {}
    : Object.fromEntries([bearer(t, caller === 'owner' ? w.owner : w[caller])]);

async function freshProperty(): Promise<number> {
  return (await createProperty(t.ctx.database.db, w.owner.id)).id;
}

async function uploadPhoto(propertyId: number): Promise<number> {
  const res = await request(app)
    .post(`/api/property-photos/${propertyId}/photos/upload`)
    .set(headersOf('owner'))
    .attach('photos', jpegBytes, 'room.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const photos = res.body.data as { id: number }[];
  return photos[photos.length - 1]!.id;
}

/** The owner's favourite of the conversation: the existing one, or a new one after a delete. */
async function ownersFavourite(): Promise<number> {
  const res = await request(app)
    .post('/api/favorite')
    .set(headersOf('owner'))
    .send({ type: 'CONVERSATION', conversationId: w.conversation });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return (res.body.data as { id: number }).id;
}

async function refreshTokenOf(user: User): Promise<string> {
  const res = await request(app)
    .post('/api/auth/login')
    .send({ email: user.email, password: user.password });
  const cookie = refreshCookieOf(res);
  expect(cookie, JSON.stringify(res.body)).toBeDefined();
  return cookie!.slice('refreshToken='.length);
}

/** A fresh saved search of the owner's (a user may keep 20; the matrix makes about a dozen). */
async function ownersSavedSearch(): Promise<number> {
  const res = await request(app)
    .post('/api/saved-searches')
    .set(headersOf('owner'))
    .send({ name: `Jaipur ${++seq}`, filters: { city: 'jaipur' }, frequency: 'OFF' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as { id: number }).id;
}

/** A new user's open ID request (one open request per user, so each call makes a user). */
async function freshIdRequest(): Promise<number> {
  const user = await createUser(t.ctx.database.db);
  const res = await request(app)
    .post('/api/verification/id')
    .set(...bearer(t, user))
    .field('documentType', 'PAN')
    .field('last4', '234F')
    .attach('images', jpegBytes, 'pan.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const queue = await request(app)
    .get('/api/admin/verifications?status=PENDING&limit=100')
    .set(headersOf('admin'));
  const rows = queue.body.data as { id: number; user: { id: number } }[];
  return rows.find((r) => r.user.id === user.id)!.id;
}

const unique = () => `${Date.now()}${++seq}`;

const pushEndpoint = 'https://push.example.com/send/matrix';
/** A browser's subscription with real keys, at a new endpoint each time. */
const pushSubscription = () => ({
  endpoint: `${pushEndpoint}-${unique()}`,
  keys: browserKeys().keys,
});

/** 11:00 IST `days` from today: a time any visit may be proposed for. */
const visitSlot = (days = 3) =>
  indiaInstant(
    todayInIndia(new Date(t.clock.now().getTime() + days * 86_400_000)),
    660,
  ).toISOString();

/**
 * A visit of the peer to a fresh listing of the owner, in the state the move under test needs
 * (one open visit per tenant and listing, and each move changes its visit): PROPOSED for
 * `visitSlot(days)`, CONFIRMED at it, or over (CONFIRMED or DONE, the day before yesterday).
 */
async function visitIn(
  w: World,
  status: 'PROPOSED' | 'CONFIRMED' | 'PAST' | 'DONE',
  days = 3,
): Promise<Params> {
  const db = t.ctx.database.db;
  const over = status === 'PAST' || status === 'DONE';
  const visit = await createVisit(db, {
    propertyId: await freshProperty(),
    tenantId: w.peer.id,
    ownerId: w.owner.id,
    status: status === 'PAST' ? 'CONFIRMED' : status,
    startsAt: new Date(over ? Date.parse(visitSlot(-2)) : Date.parse(visitSlot(days))),
  });
  return { id: visit.id };
}

/**
 * A tenancy in `status` in which the matrix's owner is `side`: the landlord of a fresh listing of
 * theirs, or (TENANT) the peer's invited tenant, so that the step the route takes is theirs. The
 * deposit steps before it are taken too: `received`, then a `deduction` once under notice, then
 * the refund `paid` once ended.
 */
async function tenancyIn(
  w: World,
  status: 'INVITED' | 'ACTIVE' | 'NOTICE' | 'ENDED',
  side: 'OWNER' | 'TENANT',
  deposit: 'received' | 'deduction' | 'paid' | null = null,
): Promise<Params> {
  const db = t.ctx.database.db;
  const [landlord, tenant] = side === 'OWNER' ? [w.owner, w.peer] : [w.peer, w.owner];
  const res = await request(app)
    .post('/api/tenancies')
    .set(...bearer(t, landlord))
    .send({
      propertyId: (await createProperty(db, landlord.id)).id,
      tenantIds: [tenant.id],
      rentMonthly: 15000,
      depositAmount: 30000,
      startDate: todayInIndia(),
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.data as { id: number }).id;
  await db
    .insert(reports)
    .values({ reporterId: landlord.id, targetType: 'TENANCY', targetId: id, reason: 'OTHER' });
  const order = ['INVITED', 'ACTIVE', 'NOTICE', 'ENDED'];
  const reached = (s: string) => order.indexOf(status) >= order.indexOf(s);
  const steps: [User, string, object?][] = [];
  if (reached('ACTIVE')) steps.push([tenant, 'accept']);
  if (reached('ACTIVE') && deposit) steps.push([landlord, 'deposit/received']);
  if (reached('NOTICE')) steps.push([landlord, 'notice']);
  if (reached('NOTICE') && deposit === 'deduction')
    steps.push([landlord, 'deposit/deductions', { amount: 1000, reason: 'A lost key' }]);
  if (reached('ENDED')) steps.push([landlord, 'end']);
  if (reached('ENDED') && deposit === 'paid')
    steps.push([landlord, 'deposit/refund/paid', { amount: 30000 }]);
  let deductionId = 0;
  for (const [by, step, body] of steps) {
    const done = await request(app)
      .post(`/api/tenancies/${id}/${step}`)
      .set(...bearer(t, by))
      .send(body ?? {});
    expect(done.status, `${step}: ${JSON.stringify(done.body)}`).toBeLessThan(300);
    if (step === 'deposit/deductions') deductionId = done.body.data.deductions[0].id as number;
  }
  return { id, deductionId };
}

/** A move-in report of an active tenancy of the owner's, with one item and its photo. */
async function reportIn(w: World, codeSent = false): Promise<Params> {
  const { id } = await tenancyIn(w, 'ACTIVE', 'OWNER');
  const as = bearer(t, w.owner);
  const started = await request(app)
    .post(`/api/tenancies/${id}/reports`)
    .set(...as)
    .send({ kind: 'MOVE_IN' })
    .expect(201);
  const reportId = (started.body.data as { id: number }).id;
  const item = await request(app)
    .post(`/api/tenancy-reports/${reportId}/items`)
    .set(...as)
    .field('room', 'Hall')
    .field('item', 'Sofa')
    .field('condition', 'GOOD')
    .attach('photos', jpegBytes, 'sofa.jpg')
    .expect(201);
  const photoId = (item.body.data as { items: { photos: { id: number }[] }[] }).items[0]!.photos[0]!
    .id;
  if (codeSent) {
    await request(app)
      .post(`/api/tenancy-reports/${reportId}/code`)
      .set(...as)
      .expect(200);
  }
  return { reportId, photoId };
}

/** A deduction with a photo of its invoice, on a tenancy under notice of the owner's. */
async function invoiceIn(w: World): Promise<Params> {
  const { id } = (await tenancyIn(w, 'NOTICE', 'OWNER', 'received')) as { id: number };
  const added = await request(app)
    .post(`/api/tenancies/${id}/deposit/deductions`)
    .set(...bearer(t, w.owner))
    .field('amount', '1000')
    .field('reason', 'A lost key')
    .attach('invoice', jpegBytes, 'invoice.jpg')
    .expect(201);
  return {
    id,
    deductionId: (added.body.data as { deductions: { id: number }[] }).deductions[0]!.id,
  };
}

/** Version 1 of the agreement of an active tenancy of the owner's; the owner's code sent if asked. */
async function agreementIn(w: World, codeSent = false): Promise<Params> {
  const { id } = (await tenancyIn(w, 'ACTIVE', 'OWNER')) as { id: number };
  const as = bearer(t, w.owner);
  await request(app)
    .post(`/api/tenancies/${id}/agreement`)
    .set(...as)
    .send({})
    .expect(201);
  if (codeSent) {
    await request(app)
      .post(`/api/tenancies/${id}/agreement/1/code`)
      .set(...as)
      .expect(200);
  }
  return { id, version: 1 };
}

const CASES: Record<string, MatrixCase> = {
  'GET /health': {},
  'GET /ready': {},

  'POST /auth/check-duplicate': {
    body: () => ({
      email: `dup${unique()}@example.com`,
      phone: String(8000000000 + (++seq % 999999)),
    }),
  },
  'POST /auth/signup': { body: () => signUpBody() },
  'POST /auth/verify-email': { body: (w) => ({ email: w.peer.email, token: '123456' }) },
  'POST /auth/resend-verification': { body: (w) => ({ email: w.peer.email }) },
  'POST /auth/login': { body: (w) => ({ email: w.peer.email, password: w.peer.password }) },
  'POST /auth/refresh': { body: async (w) => ({ refreshToken: await refreshTokenOf(w.peer) }) },
  'POST /auth/logout': { body: () => ({}) },
  'POST /auth/send-verification-token': { body: (w) => ({ email: w.peer.email }) },
  'POST /auth/reset-password': {
    body: (w) => ({ email: w.peer.email, token: '123456', password: 'Another@123' }),
  },

  'GET /users/self': {},
  'PATCH /auth/user-profile': { body: () => ({ occupation: 'Architect' }) },
  'GET /users/:id/profile': { params: (w) => ({ id: w.owner.id }) },
  'GET /users-public/interests': {},

  'GET /properties/all': { query: { limit: '5' } },
  'GET /properties': { query: { city: 'jaipur' } },
  'GET /properties/:id': { params: (w) => ({ id: w.property }) },
  'POST /properties': {
    multipart: (req) => withFields(req, listingFields()).attach('photos', jpegBytes, 'room.jpg'),
  },
  'PUT /properties/address/:id': {
    params: (w) => ({ id: w.property }),
    body: () => ({ line1: '14 MG Road', city: 'jaipur', postalCode: '302001' }),
  },
  'PUT /properties/:id': {
    params: (w) => ({ id: w.property }),
    body: () => ({ title: 'Sunny 2BHK, freshly painted' }),
  },
  'DELETE /properties/:id': { params: async () => ({ id: await freshProperty() }) },
  'GET /properties/:id/inquiries': { params: (w) => ({ id: w.property }) },
  'GET /properties/:id/stats': { params: (w) => ({ id: w.property }) },
  'POST /properties/:id/status': {
    params: async () => ({ id: await freshProperty() }),
    body: () => ({ status: 'PAUSED' }),
  },
  'POST /properties/:id/confirm': { params: (w) => ({ id: w.property }) },
  'POST /properties/freshness': { body: () => ({ token: 'not-a-token' }) },
  'GET /properties/freshness/link': { query: { token: 'not-a-token' } },
  'GET /users/self-property': {},

  'GET /property-photos/:id/photos': { params: (w) => ({ id: w.property }) },
  'POST /property-photos/:id/photos/upload': {
    params: async () => ({ id: await freshProperty() }),
    multipart: (req) => req.attach('photos', jpegBytes, 'room.jpg'),
  },
  'POST /property-photos/:id/photos': {
    params: (w) => ({ id: w.property }),
    body: (w) => ({ photos: [{ id: w.photo, isPrimary: true }] }),
  },
  'PUT /property-photos/:id/photos/order': {
    params: (w) => ({ id: w.property }),
    body: (w) => ({ photoIds: [w.photo] }),
  },
  'PATCH /property-photos/photos/:photoId': {
    params: (w) => ({ photoId: w.photo }),
    body: () => ({ altText: 'Kitchen' }),
  },
  'DELETE /property-photos/photos/:photoId': {
    params: async () => ({ photoId: await uploadPhoto(await freshProperty()) }),
  },

  'POST /messages/conversations-inquiry': {
    body: (w) => ({ receiverId: w.peer.id, text: 'Is the room still available?' }),
  },
  'GET /messages/conversations': {},
  'GET /messages/unread-count': {},
  'GET /messages/conversations/:id': { params: (w) => ({ id: w.conversation }) },
  'POST /messages/conversations/:id/read': { params: (w) => ({ id: w.conversation }) },
  'POST /messages/conversations/:id/report': {
    params: (w) => ({ id: w.conversation }),
    body: () => ({ message: 'The other side asked for a deposit before a visit.' }),
  },

  'GET /favorite': {},
  'GET /favorite/one/:type/:id': { params: (w) => ({ type: 'property', id: w.property }) },
  'POST /favorite': { body: (w) => ({ type: 'PROPERTY', propertyId: w.property }) },
  'DELETE /favorite/:id': { params: async () => ({ id: await ownersFavourite() }) },

  'GET /admin/dashboard': {},
  'GET /admin/users': { query: { role: 'landlord' } },
  'GET /admin/listings': { query: { status: 'active' } },
  'GET /admin/listings.csv': {},
  'PATCH /admin/listings/:id': {
    params: (w) => ({ id: w.property }),
    body: () => ({ status: 'ACTIVE', featured: true }),
  },
  'POST /reports': {
    body: (w) => ({ targetType: 'USER', targetId: w.peer.id, reason: 'OTHER', details: 'Spam' }),
  },
  'GET /admin/reports': { query: { status: 'open' } },
  'POST /admin/reports/:targetType/:targetId/action': {
    params: (w) => ({ targetType: 'USER', targetId: w.peer.id }),
    body: () => ({ action: 'DISMISS', reason: 'Nothing wrong' }),
  },
  'GET /admin/audit-log': { query: { targetType: 'LISTING' } },
  'GET /admin/contact-messages': {},
  'PATCH /admin/contact-messages/:id': {
    params: (w) => ({ id: w.contactMessage }),
    body: () => ({ status: 'READ' }),
  },

  'POST /users-public/send-message': {
    body: () => ({
      firstName: 'Ravi',
      email: 'ravi@example.com',
      message: 'Do you list rooms in Pune?',
    }),
  },
  'GET /users-public/roommates': { query: { city: 'jaipur' } },
  'GET /users/:id/compatibility': { params: (w) => ({ id: w.peer.id }) },
  'POST /roommates/:id/interest': { params: (w) => ({ id: w.peer.id }) },
  'DELETE /roommates/:id/interest': { params: (w) => ({ id: w.peer.id }) },
  'POST /roommates/:id/hide': { params: (w) => ({ id: w.peer.id }) },
  'DELETE /roommates/:id/hide': { params: (w) => ({ id: w.peer.id }) },
  'GET /roommates/matches': {},
  'GET /roommates/hidden': {},
  // A fresh person each time: a block of `peer` would change what other routes answer.
  'GET /blocks': {},
  'POST /blocks/:userId': {
    params: async () => ({ userId: (await createUser(t.ctx.database.db)).id }),
  },
  'DELETE /blocks/:userId': {
    params: async () => ({ userId: (await createUser(t.ctx.database.db)).id }),
  },

  'GET /properties/map': { query: { city: 'jaipur', zoom: '11' } },
  'GET /places': { query: { q: 'ma', city: 'jaipur' } },

  'GET /admin/jobs': { query: { state: 'failed' } },
  'GET /notifications': {},
  'GET /notifications/unread-count': {},
  'POST /notifications/read': { body: () => ({ all: true }) },
  'GET /users/self/notification-settings': {},
  'PUT /users/self/notification-settings': { body: () => ({ priceDrops: false }) },
  'GET /push/key': {},
  'POST /push/subscriptions': { body: () => pushSubscription() },
  'DELETE /push/subscriptions': { body: () => ({ endpoint: pushEndpoint }) },
  'GET /saved-searches': {},
  'POST /saved-searches': {
    body: () => ({ name: 'Pune rooms', filters: { city: 'pune' }, frequency: 'DAILY' }),
  },
  'PATCH /saved-searches/:id': {
    params: async () => ({ id: await ownersSavedSearch() }),
    body: () => ({ frequency: 'INSTANT' }),
  },
  'DELETE /saved-searches/:id': { params: async () => ({ id: await ownersSavedSearch() }) },
  'POST /saved-searches/:id/seen': { params: async () => ({ id: await ownersSavedSearch() }) },
  'GET /unsubscribe': { query: { token: 'not-a-token' } },
  'POST /unsubscribe': { query: { token: 'not-a-token' } },
  'POST /unsubscribe/undo': { query: { token: 'not-a-token' } },

  'POST /verification/phone/start': {},
  'POST /verification/phone/confirm': { body: () => ({ code: '123456' }) },
  'POST /verification/id': {
    multipart: (req) =>
      req
        .field('documentType', 'AADHAAR')
        .field('last4', '1234')
        .attach('images', jpegBytes, 'front.jpg'),
  },
  'GET /verification/id': {},
  'GET /admin/verifications': { query: { status: 'PENDING' } },
  'GET /admin/verifications/:id/document/:n': {
    params: async () => ({ id: await freshIdRequest(), n: 1 }),
  },
  'POST /admin/verifications/:id/approve': {
    params: async () => ({ id: await freshIdRequest() }),
  },
  'POST /admin/verifications/:id/reject': {
    params: async () => ({ id: await freshIdRequest() }),
    body: () => ({ reason: 'The photo is too blurry to read.' }),
  },
  'POST /admin/listings/:id/verify': {
    // Only a listing whose owner verified their phone can be marked Verified (409 otherwise).
    params: async () => {
      const db = t.ctx.database.db;
      const owner = await createUser(db, { role: 'LANDLORD', isPhoneVerified: true });
      return { id: (await createProperty(db, owner.id)).id };
    },
    body: () => ({ photosLookReal: true, addressPlausible: true, ownerReachable: true }),
  },
  'DELETE /admin/listings/:id/verify': { params: (w) => ({ id: w.property }) },
  'POST /messages/conversations/:id/share-phone': { params: (w) => ({ id: w.conversation }) },

  'POST /visits': {
    body: async (w) => ({
      propertyId: (await createProperty(t.ctx.database.db, w.peer.id)).id,
      slots: [visitSlot()],
      durationMinutes: 30,
    }),
  },
  'GET /visits': { query: { role: 'OWNER' } },
  'GET /visits/shared/:token': { params: () => ({ token: 'not-a-link' }) },
  'GET /visits/:id': { params: (w) => ({ id: w.visit }) },
  'GET /visits/:id/invite.ics': { params: (w) => visitIn(w, 'CONFIRMED') },
  'POST /visits/:id/accept': {
    params: (w) => visitIn(w, 'PROPOSED', 5),
    body: () => ({ slot: visitSlot(5) }),
  },
  'POST /visits/:id/decline': { params: (w) => visitIn(w, 'PROPOSED'), body: () => ({}) },
  'POST /visits/:id/reschedule': {
    params: (w) => visitIn(w, 'CONFIRMED'),
    body: () => ({ slots: [visitSlot(6)] }),
  },
  'POST /visits/:id/cancel': { params: (w) => visitIn(w, 'CONFIRMED'), body: () => ({}) },
  'POST /visits/:id/outcome': {
    params: (w) => visitIn(w, 'PAST'),
    body: () => ({ attended: true }),
  },
  'POST /visits/:id/review': { params: (w) => visitIn(w, 'DONE'), body: () => ({ rating: 5 }) },
  'POST /visits/:id/share': { params: (w) => visitIn(w, 'CONFIRMED') },
  'GET /users/:id/reviews': { params: (w) => ({ id: w.owner.id }) },
  'PUT /properties/:id/visit-hours': {
    params: (w) => ({ id: w.property }),
    body: () => ({ weekly: [{ day: 'SAT', from: '10:00', to: '13:00' }] }),
  },
  'GET /properties/:id/visit-hours': { params: (w) => ({ id: w.property }) },
  'GET /properties/:id/visit-slots': {
    params: (w) => ({ id: w.property }),
    query: { from: todayInIndia(), to: todayInIndia() },
  },

  // A listing nobody calling owns: the route is open to every account, the listing is not.
  'POST /tenancies': {
    body: (w) => ({
      propertyId: 999_999,
      tenantIds: [w.peer.id],
      rentMonthly: 15000,
      depositAmount: 30000,
      startDate: todayInIndia(),
    }),
  },
  'GET /tenancies': { query: { role: 'OWNER' } },
  'GET /tenancies/:id': { params: (w) => tenancyIn(w, 'INVITED', 'OWNER') },
  'POST /tenancies/:id/accept': { params: (w) => tenancyIn(w, 'INVITED', 'TENANT') },
  'POST /tenancies/:id/decline': { params: (w) => tenancyIn(w, 'INVITED', 'TENANT') },
  'POST /tenancies/:id/cancel': { params: (w) => tenancyIn(w, 'INVITED', 'OWNER') },
  'POST /tenancies/:id/notice': { params: (w) => tenancyIn(w, 'ACTIVE', 'OWNER') },
  'POST /tenancies/:id/end': { params: (w) => tenancyIn(w, 'NOTICE', 'OWNER') },
  'GET /tenancies/:id/deposit': { params: (w) => tenancyIn(w, 'INVITED', 'OWNER') },
  'POST /tenancies/:id/deposit/received': { params: (w) => tenancyIn(w, 'ACTIVE', 'OWNER') },
  'POST /tenancies/:id/deposit/confirm': {
    params: (w) => tenancyIn(w, 'ACTIVE', 'TENANT', 'received'),
  },
  'POST /tenancies/:id/deposit/deductions': {
    params: (w) => tenancyIn(w, 'NOTICE', 'OWNER', 'received'),
    body: () => ({ amount: 500, reason: 'Repainting one wall' }),
  },
  'GET /tenancies/:id/deposit/deductions/:deductionId/invoice': { params: (w) => invoiceIn(w) },
  'POST /tenancies/:id/deposit/deductions/:deductionId/accept': {
    params: (w) => tenancyIn(w, 'NOTICE', 'TENANT', 'deduction'),
  },
  'POST /tenancies/:id/deposit/deductions/:deductionId/dispute': {
    params: (w) => tenancyIn(w, 'NOTICE', 'TENANT', 'deduction'),
    body: () => ({ note: 'The key was handed back' }),
  },
  'POST /tenancies/:id/deposit/refund/paid': {
    params: (w) => tenancyIn(w, 'ENDED', 'OWNER', 'received'),
    body: () => ({ amount: 30000 }),
  },
  'POST /tenancies/:id/deposit/refund/confirm': {
    params: (w) => tenancyIn(w, 'ENDED', 'TENANT', 'paid'),
  },

  'POST /tenancies/:id/reports': {
    params: (w) => tenancyIn(w, 'ACTIVE', 'OWNER'),
    body: () => ({ kind: 'MOVE_IN' }),
  },
  'GET /tenancies/:id/reports': { params: (w) => tenancyIn(w, 'INVITED', 'OWNER') },
  'GET /tenancy-reports/:reportId': { params: (w) => reportIn(w) },
  'POST /tenancy-reports/:reportId/items': {
    params: (w) => reportIn(w),
    multipart: (req) =>
      req.field('room', 'Kitchen').field('item', 'Stove').field('condition', 'FAIR'),
  },
  'GET /tenancy-reports/:reportId/photos/:photoId': { params: (w) => reportIn(w) },
  'POST /tenancy-reports/:reportId/code': { params: (w) => reportIn(w) },
  'POST /tenancy-reports/:reportId/sign': {
    params: (w) => reportIn(w, true),
    body: (w) => ({ code: sms.lastCode(w.owner.phone) }),
  },

  'POST /tenancies/:id/agreement': {
    params: (w) => tenancyIn(w, 'ACTIVE', 'OWNER'),
    body: () => ({ lang: 'en' }),
  },
  'GET /tenancies/:id/agreement': { params: (w) => agreementIn(w) },
  'GET /tenancies/:id/agreement/:version.pdf': { params: (w) => agreementIn(w) },
  'GET /tenancies/:id/agreement/:version/certificate.pdf': { params: (w) => agreementIn(w) },
  'POST /tenancies/:id/agreement/:version/code': { params: (w) => agreementIn(w) },
  'POST /tenancies/:id/agreement/:version/accept': {
    params: (w) => agreementIn(w, true),
    body: (w) => ({ code: sms.lastCode(w.owner.phone) }),
  },
  'POST /tenancies/:id/agreement/:version/stamp': {
    params: (w) => agreementIn(w),
    body: () => ({ certificateNumber: 'IN-DL12345678901234X' }),
  },

  'GET /openapi.json': {},
  'GET /docs': {},
  'GET /docs/scalar.js': {},
};

const keyOf = (route: RouteSpec) => `${route.method.toUpperCase()} ${route.path}`;

function fillPath(path: string, params: Params): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

async function call(route: RouteSpec, c: MatrixCase, caller: Caller): Promise<request.Response> {
  const path = `/api${fillPath(route.path, (await c.params?.(w)) ?? {})}`;
  let req = request(app)[route.method](path).set(headersOf(caller));
  if (c.query) req = req.query(c.query);
  if (c.multipart) return c.multipart(req, w);
  if (c.body) return req.send(await c.body(w));
  return req;
}

beforeAll(async () => {
  stub = await startGeocoderStub();
  sms = await startSmsServer();
  t = await createTestEnv({ GEOCODER_URL: stub.url, SMS_URL: sms.url });
  app = createApp({ ...t.ctx, rateLimits: raisedRateLimits() }).app;
  jpegBytes = await jpeg();
  const db = t.ctx.database.db;
  // A verified phone: codes that sign a tenancy's documents reach the owner by SMS.
  const owner = await createUser(db, { role: 'LANDLORD', isPhoneVerified: true });
  const peer = await createUser(db, { role: 'TENANT' });
  // Off the city centre (which cities and places may answer), so only a leak can name it.
  const home = { lat: 26.9312, lng: 75.8123 };
  w = {
    owner,
    peer,
    stranger: await createUser(db, { role: 'LANDLORD' }),
    admin: await createUser(db, { role: 'ADMIN' }),
    property: (
      await createProperty(db, owner.id, {
        city: 'jaipur',
        latitude: home.lat,
        longitude: home.lng,
      })
    ).id,
    home,
    photo: 0,
    conversation: (await createConversation(db, owner.id, peer.id, ['Hello', 'Hi'])).id,
    contactMessage: 0,
    visit: 0,
  };
  const visit = await request(app)
    .post('/api/visits')
    .set(...bearer(t, peer))
    .send({ propertyId: w.property, slots: [visitSlot()], durationMinutes: 30 });
  expect(visit.status, JSON.stringify(visit.body)).toBe(201);
  w.visit = (visit.body.data as { id: number }).id;
  w.photo = await uploadPhoto(w.property);
  await ownersFavourite();
  await request(app)
    .post('/api/users-public/send-message')
    .send({ firstName: 'Ravi', email: 'ravi@example.com', message: 'Hello' })
    .expect(201);
  const messages = await request(app)
    .get('/api/admin/contact-messages')
    .set(headersOf('admin'))
    .expect(200);
  w.contactMessage = (messages.body.data as { id: number }[])[0]!.id;
});

afterAll(async () => {
  await t?.close();
  await stub?.close();
  await sms?.close();
});

describe('the authorisation matrix', () => {
  it('covers every route of the table with a declared access and a case', () => {
    const problems: string[] = [];
    for (const route of t.routes.routes) {
      const access: unknown = route.access;
      if (!ACCESS_LEVELS.includes(access as Access)) problems.push(`${keyOf(route)}: no access`);
      if (!CASES[keyOf(route)]) problems.push(`${keyOf(route)}: no matrix case`);
    }
    const mounted = new Set(t.routes.routes.map(keyOf));
    for (const key of Object.keys(CASES)) {
      if (!mounted.has(key)) problems.push(`${key}: a case for a route that does not exist`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a route whose access contradicts its sign-in mode', () => {
    const { routes } = createApp(t.ctx);
    expect(() =>
      routes.add({
        method: 'get',
        path: '/nowhere',
        summary: 'contradiction',
        tag: 'test',
        auth: 'none',
        access: 'admin',
        response: z.null(),
        handler: () => ({ data: null }),
      }),
    ).toThrow(/access 'admin'/);
  });

  it(
    'answers every caller of every route as the route declares',
    { timeout: 180_000 },
    async () => {
      // Destructive routes run last, so nothing they remove is needed afterwards.
      const routes = [...t.routes.routes].sort(
        (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
      );
      const failures: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const c = CASES[keyOf(route)];
        if (!c) continue; // reported by the coverage test
        for (const caller of CALLERS) {
          const expected =
            caller === 'admin' && ADMIN_READS.has(keyOf(route))
              ? 'allowed'
              : expectation(route.access, caller);
          const res = await call(route, c, caller);
          calls++;
          if (!satisfies(expected, res.status)) {
            failures.push(
              `${keyOf(route)} [${route.access}] as ${caller}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          }
          // Nobody but the owner and admins (and a confirmed visitor, whom this world has not) is
          // told where the home is: every point within 100 m of it gives the door away.
          if ((caller === 'guest' || caller === 'stranger') && res.type === 'application/json') {
            for (const p of pointsIn(res.body)) {
              if (metres(p, w.home) < 100) {
                failures.push(`${keyOf(route)} as ${caller}: answers the home's exact point`);
              }
            }
          }
          if (res.status >= 400 && res.type === 'application/json') {
            if (res.body?.success !== false || typeof res.body?.error !== 'string') {
              failures.push(
                `${keyOf(route)} as ${caller}: ${res.status} outside the error envelope`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(calls).toBe(t.routes.routes.length * CALLERS.length);
    },
  );
});
