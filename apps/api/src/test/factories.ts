import type { CityInfo, PropertyType, Role, VisitStatus } from '@roomsetu/shared';
import { CITIES } from '@roomsetu/shared';
import type { Db } from '../db/client';
import {
  conversationParticipants,
  conversations,
  messages,
  profiles,
  properties,
  users,
  visits,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6) * 1000;

export const DEFAULT_PASSWORD = 'Secret@123';

export interface UserOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
  role?: Role;
  isEmailVerified?: boolean;
  isPhoneVerified?: boolean;
  createdAt?: Date;
  profile?: Partial<typeof profiles.$inferInsert>;
}

export async function createUser(db: Db, o: UserOverrides = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      firstName: o.firstName ?? 'Asha',
      lastName: o.lastName ?? `Tester${n}`,
      email: (o.email ?? `user${n}@example.com`).toLowerCase(),
      phone: o.phone ?? String(9000000000 + (n % 999999999)).slice(0, 10),
      passwordHash: await hashPassword(o.password ?? DEFAULT_PASSWORD),
      role: o.role ?? 'TENANT',
      isEmailVerified: o.isEmailVerified ?? true,
      ...(o.isPhoneVerified !== undefined && { isPhoneVerified: o.isPhoneVerified }),
      ...(o.createdAt && { createdAt: o.createdAt }),
    })
    .returning();
  await db.insert(profiles).values({ userId: user!.id, ...o.profile });
  return { ...user!, password: o.password ?? DEFAULT_PASSWORD };
}

/** A tenant as the tests sign for them (`bearer`): most per-user API tests need no more. */
export interface TestTenant {
  id: number;
  role: 'TENANT';
}

export async function createTenant(db: Db): Promise<TestTenant> {
  return { id: (await createUser(db)).id, role: 'TENANT' };
}

export interface PropertyOverrides extends Partial<typeof properties.$inferInsert> {
  cityInfo?: CityInfo;
}

export async function createProperty(db: Db, ownerId: number, o: PropertyOverrides = {}) {
  const n = next();
  const city = o.cityInfo ?? CITIES.find((c) => c.value === (o.city ?? 'jaipur'))!;
  const { cityInfo: _ignored, ...rest } = o;
  const [row] = await db
    .insert(properties)
    .values({
      ownerId,
      title: `Test flat ${n}`,
      description: 'A bright flat near the metro.',
      propertyType: 'APARTMENT' as PropertyType,
      rent: 12000,
      securityDeposit: 24000,
      bedrooms: 2,
      bathrooms: 1,
      areaSqFt: 800,
      furnished: 'SEMI',
      facing: 'EAST',
      availableFrom: '2026-01-01',
      hospitalDistance: 2,
      propertyContactName: 'Owner',
      propertyContactEmail: 'owner@example.com',
      addressLine1: '12 MG Road',
      area: 'Central',
      postalCode: '302001',
      city: city.value,
      state: city.state,
      country: 'India',
      latitude: city.latitude,
      longitude: city.longitude,
      locationApproximate: true,
      ...rest,
    })
    .returning();
  return row!;
}

export async function createConversation(db: Db, a: number, b: number, texts: string[] = []) {
  const [conversation] = await db
    .insert(conversations)
    .values({ pairKey: `${Math.min(a, b)}:${Math.max(a, b)}` })
    .returning();
  await db.insert(conversationParticipants).values([
    { conversationId: conversation!.id, userId: a },
    { conversationId: conversation!.id, userId: b },
  ]);
  for (const [i, content] of texts.entries()) {
    await db
      .insert(messages)
      .values({ conversationId: conversation!.id, senderId: i % 2 === 0 ? a : b, content });
  }
  return conversation!;
}

let signUpSeq = 0;

/** A valid sign-up wizard payload (looking for a room unless overridden); unique e-mail and phone. */
export function signUpBody(o: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++signUpSeq * 1000 + Math.floor(Math.random() * 1000);
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: `priya${n}.${Date.now()}@example.com`,
    phone: String(7000000000 + Math.floor(Math.random() * 999_999_999)).slice(0, 10),
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    terms: true,
    age: 26,
    gender: 'FEMALE',
    city: 'jaipur',
    occupation: 'Software engineer',
    education: 'BACHELOR',
    roomPreference: 'LOOKING_FOR_ROOM',
    budget: '10000-20000',
    roommateGender: 'FEMALE',
    interests: [],
    ...o,
  };
}

/** The `refreshToken` cookie a response set, as a `Cookie` header value (undefined when none). */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const found = cookies.find(
    (c) => c.startsWith('refreshToken=') && !c.startsWith('refreshToken=;'),
  );
  return found?.split(';')[0];
}

/**
 * A visit of `tenantId` to `propertyId` written as it stands in `status` (the states a test
 * cannot reach through the API without moving the clock past the visit): `startsAt` is the agreed
 * time, proposed by the tenant; both sides' outcomes are "attended" once the visit is DONE.
 */
export async function createVisit(
  db: Db,
  o: { propertyId: number; tenantId: number; ownerId: number; status: VisitStatus; startsAt: Date },
) {
  const done = o.status === 'DONE';
  const [row] = await db
    .insert(visits)
    .values({
      propertyId: o.propertyId,
      tenantId: o.tenantId,
      ownerId: o.ownerId,
      status: o.status,
      slots: [o.startsAt],
      proposedBy: 'TENANT',
      startsAt: o.status === 'PROPOSED' ? null : o.startsAt,
      durationMinutes: 30,
      sequence: o.status === 'PROPOSED' ? 0 : 1,
      tenantOutcome: done ? true : null,
      ownerOutcome: done ? true : null,
      outcomeReportedAt: done ? o.startsAt : null,
      createdAt: o.startsAt,
      updatedAt: o.startsAt,
    })
    .returning();
  return row!;
}
