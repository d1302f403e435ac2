import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminContactsQuery,
  AdminContactUpdateInput,
  AdminListingsQuery,
  AdminListingUpdateInput,
  AdminUsersQuery,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { contactMessages, conversations, messages, properties, users } from '../../db/schema';
import { totalViews } from '../properties';

/** A user's text matched literally: % and _ are not wildcards to an admin typing a name. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const all = (parts: (SQL | undefined)[]) => and(...parts.filter((p): p is SQL => !!p));

// ---- users ----

function usersWhere(q: AdminUsersQuery) {
  return all([
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.isEmailVerified, q.status === 'verified') : undefined,
    q.search
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, contains(q.search)),
          ilike(users.email, contains(q.search)),
        )
      : undefined,
  ]);
}

export async function userPage(db: Db, q: AdminUsersQuery) {
  const where = usersWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        role: users.role,
        isEmailVerified: users.isEmailVerified,
        isPhoneVerified: users.isPhoneVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const counts = await listingCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, propertiesCount: counts.get(r.id) ?? 0 })),
    total: Number(total?.n ?? 0),
  };
}

/** Listings (not soft-deleted, any status) per owner, for one page of users. */
async function listingCounts(db: Db, ownerIds: number[]) {
  if (!ownerIds.length) return new Map<number, number>();
  const rows = await db
    .select({ ownerId: properties.ownerId, n: count() })
    .from(properties)
    .where(and(inArray(properties.ownerId, ownerIds), isNull(properties.deletedAt)))
    .groupBy(properties.ownerId);
  return new Map(rows.map((r) => [r.ownerId, Number(r.n)]));
}

export type AdminUserRecord = Awaited<ReturnType<typeof userPage>>['rows'][number];

// ---- listings ----

export type ListingFilters = Pick<AdminListingsQuery, 'status' | 'city' | 'search'>;

/** Soft-deleted listings are gone for admins too; the filters are the same for page and CSV. */
export function listingsWhere(f: ListingFilters) {
  return all([
    isNull(properties.deletedAt),
    f.status ? eq(properties.status, f.status) : undefined,
    f.city ? eq(properties.city, f.city) : undefined,
    f.search ? ilike(properties.title, contains(f.search)) : undefined,
  ]);
}

const listingColumns = {
  id: properties.id,
  title: properties.title,
  area: properties.area,
  addressLine1: properties.addressLine1,
  city: properties.city,
  features: properties.features,
  bedrooms: properties.bedrooms,
  propertyType: properties.propertyType,
  rent: properties.rent,
  status: properties.status,
  ownerSuspendedUntil: properties.ownerSuspendedUntil,
  reviewReason: properties.reviewReason,
  verified: properties.verified,
  featured: properties.featured,
  views: totalViews,
  inquiries: properties.inquiries,
  createdAt: properties.createdAt,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerVerified: users.isEmailVerified,
};

const listingSelect = (db: Db) =>
  db.select(listingColumns).from(properties).innerJoin(users, eq(users.id, properties.ownerId));

export type AdminListingRecord = Awaited<ReturnType<typeof listingSelect>>[number];

export async function listingPage(db: Db, q: AdminListingsQuery) {
  const where = listingsWhere(q);
  const [rows, [total]] = await Promise.all([
    listingSelect(db)
      .where(where)
      .orderBy(desc(properties.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One keyset batch, newest first: ids below `beforeId`. Cost stays flat however deep the export. */
export function listingBatch(
  db: Db,
  f: ListingFilters,
  beforeId: number | undefined,
  size: number,
) {
  return listingSelect(db)
    .where(all([listingsWhere(f), beforeId ? lt(properties.id, beforeId) : undefined]))
    .orderBy(desc(properties.id))
    .limit(size);
}

export async function findListing(db: Db, id: number, o: { lock?: boolean } = {}) {
  const query = listingSelect(db).where(and(eq(properties.id, id), isNull(properties.deletedAt)));
  const [row] = o.lock ? await query.for('update', { of: properties }) : await query;
  return row ?? null;
}

/** Never revives or edits a soft-deleted listing: those answer null (404). */
export async function updateListing(
  db: Db,
  id: number,
  input: AdminListingUpdateInput,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(properties)
    .set({
      // Making a held listing live again ends its review.
      ...(input.status === undefined
        ? {}
        : { status: input.status, ...(input.status === 'ACTIVE' ? { reviewReason: null } : {}) }),
      // Only unverifying passes here: verifying needs the checklist (POST .../verify).
      ...(input.verified === false
        ? { verified: false, verifiedAt: null, verifiedBy: null, verificationChecklist: null }
        : {}),
      ...(input.featured === undefined ? {} : { featured: input.featured }),
      updatedAt: at,
    })
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  return updated.length > 0;
}

// ---- contact messages ----

export async function contactPage(db: Db, q: AdminContactsQuery) {
  const where = all([
    q.status ? eq(contactMessages.status, q.status) : undefined,
    q.category ? eq(contactMessages.category, q.category) : undefined,
    q.type ? eq(contactMessages.type, q.type) : undefined,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findContact(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row ?? null;
}

export async function updateContact(db: Db, id: number, input: AdminContactUpdateInput) {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as AdminContactUpdateInput;
  const [row] = Object.keys(changes).length
    ? await db.update(contactMessages).set(changes).where(eq(contactMessages.id, id)).returning()
    : await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

// ---- dashboard ----

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export async function dashboardFigures(db: Db, since: Date) {
  const [userRoles, [userTotals], listingStatuses, [listingTotals], [chats], [sent], [contact]] =
    await Promise.all([
      db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
      db
        .select({
          total: count(),
          verified: countWhere(sql`${users.isEmailVerified} and ${users.isPhoneVerified}`),
          emailVerified: countWhere(sql`${users.isEmailVerified} and not ${users.isPhoneVerified}`),
          newSince: countWhere(gte(users.createdAt, since)),
        })
        .from(users),
      db
        .select({ status: properties.status, n: count() })
        .from(properties)
        .where(isNull(properties.deletedAt))
        .groupBy(properties.status),
      db
        .select({ total: count(), newSince: countWhere(gte(properties.createdAt, since)) })
        .from(properties)
        .where(isNull(properties.deletedAt)),
      db.select({ n: count() }).from(conversations),
      db.select({ n: count() }).from(messages),
      db
        .select({
          contact: countWhere(sql`${contactMessages.type} = 'contact'`),
          report: countWhere(sql`${contactMessages.type} = 'report'`),
        })
        .from(contactMessages)
        .where(eq(contactMessages.status, 'UNREAD')),
    ]);
  return {
    userRoles,
    userTotals: userTotals!,
    listingStatuses,
    listingTotals: listingTotals!,
    conversations: Number(chats?.n ?? 0),
    messages: Number(sent?.n ?? 0),
    contact: contact!,
  };
}
