import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TenancyAnswer, TenancyEvent, TenancyRole } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import {
  properties,
  tenancies,
  tenancyAgreementAcceptances,
  tenancyAgreements,
  tenancyDeductions,
  tenancyDeposits,
  tenancyEvents,
  tenancyReportItems,
  tenancyReportPhotos,
  tenancyReports,
  tenancyReportSignatures,
  tenancyTenants,
  users,
} from '../../db/schema';

export type TenancyRow = typeof tenancies.$inferSelect;
export type NewTenancy = typeof tenancies.$inferInsert;
export type TenantRow = typeof tenancyTenants.$inferSelect;
export type EventRow = typeof tenancyEvents.$inferSelect;
export type DepositRow = typeof tenancyDeposits.$inferSelect;
export type DeductionRow = typeof tenancyDeductions.$inferSelect;
export type ReportRow = typeof tenancyReports.$inferSelect;
export type ReportItemRow = typeof tenancyReportItems.$inferSelect;
export type ReportPhotoRow = typeof tenancyReportPhotos.$inferSelect;
export type SignatureRow = typeof tenancyReportSignatures.$inferSelect;
export type AgreementRow = typeof tenancyAgreements.$inferSelect;
export type AcceptanceRow = typeof tenancyAgreementAcceptances.$inferSelect;

/** A listing's title and full address, and who owns it. */
const listingColumns = {
  id: properties.id,
  title: properties.title,
  addressLine1: properties.addressLine1,
  area: properties.area,
  city: properties.city,
  postalCode: properties.postalCode,
  ownerId: properties.ownerId,
  status: properties.status,
  deletedAt: properties.deletedAt,
};

export async function findListing(db: Db, id: number) {
  const [row] = await db.select(listingColumns).from(properties).where(eq(properties.id, id));
  return row ?? null;
}
export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListing>>>;

export async function listingsByIds(db: Db, ids: number[]): Promise<ListingRow[]> {
  if (!ids.length) return [];
  return db.select(listingColumns).from(properties).where(inArray(properties.id, ids));
}

/** The people of tenancies: names for everyone, e-mail and language only for the mails. */
export async function peopleByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      email: users.email,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
export type PersonRow = Awaited<ReturnType<typeof peopleByIds>>[number];

export async function insertTenancy(
  db: Db,
  row: NewTenancy,
  tenantIds: readonly number[],
): Promise<TenancyRow> {
  const [tenancy] = await db.insert(tenancies).values(row).returning();
  await db
    .insert(tenancyTenants)
    .values(
      tenantIds.map((userId) => ({ tenancyId: tenancy!.id, userId, answer: 'INVITED' as const })),
    );
  return tenancy!;
}

export async function findTenancy(db: Db, id: number): Promise<TenancyRow | null> {
  const [row] = await db.select().from(tenancies).where(eq(tenancies.id, id));
  return row ?? null;
}

/** The same, locked for the move that reads it: two answers at once are taken one by one. */
export async function findTenancyForUpdate(db: Db, id: number): Promise<TenancyRow | null> {
  const [row] = await db.select().from(tenancies).where(eq(tenancies.id, id)).for('update');
  return row ?? null;
}

export async function updateTenancy(
  db: Db,
  id: number,
  change: Partial<Pick<TenancyRow, 'status' | 'updatedAt' | 'endedAt'>>,
): Promise<TenancyRow> {
  const [row] = await db.update(tenancies).set(change).where(eq(tenancies.id, id)).returning();
  return row!;
}

export async function tenantsOf(db: Db, tenancyIds: number[]): Promise<TenantRow[]> {
  if (!tenancyIds.length) return [];
  return db
    .select()
    .from(tenancyTenants)
    .where(inArray(tenancyTenants.tenancyId, tenancyIds))
    .orderBy(asc(tenancyTenants.tenancyId), asc(tenancyTenants.userId));
}

export async function answer(
  db: Db,
  tenancyId: number,
  userId: number,
  value: Exclude<TenancyAnswer, 'INVITED'>,
  at: Date,
): Promise<void> {
  await db
    .update(tenancyTenants)
    .set({ answer: value, answeredAt: at })
    .where(and(eq(tenancyTenants.tenancyId, tenancyId), eq(tenancyTenants.userId, userId)));
}

export async function addEvent(
  db: Db,
  tenancyId: number,
  type: TenancyEvent,
  actorId: number | null,
  at: Date,
): Promise<void> {
  await db.insert(tenancyEvents).values({ tenancyId, type, actorId, at });
}

export async function eventsOf(db: Db, tenancyId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(tenancyEvents)
    .where(eq(tenancyEvents.tenancyId, tenancyId))
    .orderBy(asc(tenancyEvents.id));
}

/** The caller's tenancies, newest first: as owner, as tenant, or both. */
export async function tenanciesOf(
  db: Db,
  userId: number,
  role: TenancyRole | undefined,
  limit: number,
): Promise<TenancyRow[]> {
  const asTenant = sql`${tenancies.id} in (select ${tenancyTenants.tenancyId} from ${tenancyTenants} where ${tenancyTenants.userId} = ${userId})`;
  const asOwner = eq(tenancies.ownerId, userId);
  const where =
    role === 'OWNER' ? asOwner : role === 'TENANT' ? asTenant : sql`(${asOwner} or ${asTenant})`;
  return db.select().from(tenancies).where(where).orderBy(desc(tenancies.id)).limit(limit);
}

/** Of `ids`, the users that have an account. */
export async function existingUsers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => r.id);
}

/** The deposit's record; a tenancy whose deposit has not been touched has none yet. */
export async function findDeposit(db: Db, tenancyId: number): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(tenancyDeposits)
    .where(eq(tenancyDeposits.tenancyId, tenancyId));
  return row ?? null;
}

export async function saveDeposit(
  db: Db,
  tenancyId: number,
  change: Partial<Omit<DepositRow, 'tenancyId'>>,
): Promise<void> {
  await db
    .insert(tenancyDeposits)
    .values({ tenancyId, ...change })
    .onConflictDoUpdate({ target: tenancyDeposits.tenancyId, set: change });
}

export async function deductionsOf(db: Db, tenancyId: number): Promise<DeductionRow[]> {
  return db
    .select()
    .from(tenancyDeductions)
    .where(eq(tenancyDeductions.tenancyId, tenancyId))
    .orderBy(asc(tenancyDeductions.id));
}

export async function insertDeduction(
  db: Db,
  row: typeof tenancyDeductions.$inferInsert,
): Promise<DeductionRow> {
  const [inserted] = await db.insert(tenancyDeductions).values(row).returning();
  return inserted!;
}

export async function answerDeduction(
  db: Db,
  id: number,
  change: Pick<DeductionRow, 'status' | 'note' | 'answeredAt'>,
): Promise<void> {
  await db.update(tenancyDeductions).set(change).where(eq(tenancyDeductions.id, id));
}

export async function insertReport(
  db: Db,
  row: typeof tenancyReports.$inferInsert,
): Promise<ReportRow> {
  const [inserted] = await db.insert(tenancyReports).values(row).returning();
  return inserted!;
}

export async function findReport(db: Db, id: number, lock = false): Promise<ReportRow | null> {
  const query = db.select().from(tenancyReports).where(eq(tenancyReports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function reportsOf(db: Db, tenancyId: number): Promise<ReportRow[]> {
  return db
    .select()
    .from(tenancyReports)
    .where(eq(tenancyReports.tenancyId, tenancyId))
    .orderBy(asc(tenancyReports.id));
}

export async function updateReport(
  db: Db,
  id: number,
  change: Partial<Pick<ReportRow, 'revision' | 'sealedAt'>>,
): Promise<ReportRow> {
  const [row] = await db
    .update(tenancyReports)
    .set(change)
    .where(eq(tenancyReports.id, id))
    .returning();
  return row!;
}

export async function itemsOf(db: Db, reportIds: number[]): Promise<ReportItemRow[]> {
  if (!reportIds.length) return [];
  return db
    .select()
    .from(tenancyReportItems)
    .where(inArray(tenancyReportItems.reportId, reportIds))
    .orderBy(asc(tenancyReportItems.id));
}

export async function insertItem(
  db: Db,
  row: typeof tenancyReportItems.$inferInsert,
  photos: { storageKey: string; sha256: string }[],
  at: Date,
): Promise<void> {
  const [item] = await db.insert(tenancyReportItems).values(row).returning();
  if (photos.length) {
    await db
      .insert(tenancyReportPhotos)
      .values(photos.map((p) => ({ ...p, itemId: item!.id, uploadedAt: at })));
  }
}

export async function photosOf(db: Db, itemIds: number[]): Promise<ReportPhotoRow[]> {
  if (!itemIds.length) return [];
  return db
    .select()
    .from(tenancyReportPhotos)
    .where(inArray(tenancyReportPhotos.itemId, itemIds))
    .orderBy(asc(tenancyReportPhotos.id));
}

/** A photo of one of the report's items, or null. */
export async function findReportPhoto(
  db: Db,
  reportId: number,
  photoId: number,
): Promise<ReportPhotoRow | null> {
  const [row] = await db
    .select({ photo: tenancyReportPhotos })
    .from(tenancyReportPhotos)
    .innerJoin(tenancyReportItems, eq(tenancyReportItems.id, tenancyReportPhotos.itemId))
    .where(and(eq(tenancyReportPhotos.id, photoId), eq(tenancyReportItems.reportId, reportId)));
  return row?.photo ?? null;
}

export async function signaturesOf(db: Db, reportIds: number[]): Promise<SignatureRow[]> {
  if (!reportIds.length) return [];
  return db
    .select()
    .from(tenancyReportSignatures)
    .where(inArray(tenancyReportSignatures.reportId, reportIds))
    .orderBy(asc(tenancyReportSignatures.signedAt));
}

export async function insertSignature(
  db: Db,
  row: typeof tenancyReportSignatures.$inferInsert,
): Promise<void> {
  await db.insert(tenancyReportSignatures).values(row).onConflictDoNothing();
}

/** Each person's phone, for the documents' masked numbers (a verified phone only). */
export async function verifiedPhonesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, phone: users.phone, verified: users.isPhoneVerified })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.filter((r) => r.verified).map((r) => [r.id, r.phone]));
}

/** A tenancy's agreement versions, newest first. */
export async function agreementsOf(db: Db, tenancyId: number): Promise<AgreementRow[]> {
  return db
    .select()
    .from(tenancyAgreements)
    .where(eq(tenancyAgreements.tenancyId, tenancyId))
    .orderBy(desc(tenancyAgreements.version));
}

export async function insertAgreement(
  db: Db,
  row: typeof tenancyAgreements.$inferInsert,
): Promise<AgreementRow> {
  const [inserted] = await db.insert(tenancyAgreements).values(row).returning();
  return inserted!;
}

export async function stampAgreement(db: Db, id: number, number: string): Promise<void> {
  await db
    .update(tenancyAgreements)
    .set({ stampCertificateNumber: number })
    .where(eq(tenancyAgreements.id, id));
}

export async function acceptancesOf(db: Db, agreementIds: number[]): Promise<AcceptanceRow[]> {
  if (!agreementIds.length) return [];
  return db
    .select()
    .from(tenancyAgreementAcceptances)
    .where(inArray(tenancyAgreementAcceptances.agreementId, agreementIds))
    .orderBy(asc(tenancyAgreementAcceptances.acceptedAt));
}

export async function insertAcceptance(
  db: Db,
  row: typeof tenancyAgreementAcceptances.$inferInsert,
): Promise<void> {
  await db.insert(tenancyAgreementAcceptances).values(row);
}

/** Whether the report item belongs to one of the tenancy's reports. */
export async function itemOfTenancy(db: Db, tenancyId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tenancyReportItems.id })
    .from(tenancyReportItems)
    .innerJoin(tenancyReports, eq(tenancyReports.id, tenancyReportItems.reportId))
    .where(and(eq(tenancyReportItems.id, itemId), eq(tenancyReports.tenancyId, tenancyId)));
  return Boolean(row);
}
