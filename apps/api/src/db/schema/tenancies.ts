import type {
  AgreementClauses,
  AgreementFlagCode,
  AgreementLanguage,
  DeductionStatus,
  ItemCondition,
  ReportKind,
  TenancyAnswer,
  TenancyEvent,
  TenancyInclude,
  TenancyStatus,
} from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/** A listing let by its owner to one to six tenants, on the terms below. */
export const tenancies = pgTable(
  'tenancies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<TenancyStatus>().notNull(),
    rentMonthly: integer().notNull(),
    depositAmount: integer().notNull(),
    /** A date in India. */
    startDate: date({ mode: 'string' }).notNull(),
    termMonths: smallint().notNull(),
    lockInMonths: smallint().notNull(),
    noticeDays: smallint().notNull(),
    rentDueDay: smallint().notNull(),
    includes: text().array().$type<TenancyInclude[]>().notNull(),
    /** When it ended: the refund of the deposit is due a month later. */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('tenancies_owner_idx').on(t.ownerId, t.id),
    check('tenancies_amounts', sql`${t.rentMonthly} > 0 and ${t.depositAmount} > 0`),
    check('tenancies_lock_in', sql`${t.lockInMonths} between 0 and ${t.termMonths}`),
    check('tenancies_rent_due_day', sql`${t.rentDueDay} between 1 and 28`),
  ],
);

/** The tenants of a tenancy and each one's answer to the invitation. */
export const tenancyTenants = pgTable(
  'tenancy_tenants',
  {
    tenancyId: integer()
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text().$type<TenancyAnswer>().notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenancyId, t.userId] }),
    index('tenancy_tenants_user_idx').on(t.userId, t.tenancyId),
  ],
);

/**
 * Every change of a tenancy, in order: who (null for RoomSetu itself), what, when. Rows are only
 * ever added: a trigger refuses any update (migration 0028).
 */
export const tenancyEvents = pgTable(
  'tenancy_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: integer()
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    type: text().$type<TenancyEvent>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('tenancy_events_tenancy_idx').on(t.tenancyId, t.id)],
);

/** The deposit's record, from its receipt to its refund. */
export const tenancyDeposits = pgTable('tenancy_deposits', {
  tenancyId: integer()
    .primaryKey()
    .references(() => tenancies.id, { onDelete: 'cascade' }),
  receivedAt: timestamp({ withTimezone: true }),
  confirmedAt: timestamp({ withTimezone: true }),
  confirmedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  refundAmount: integer(),
  refundPaidAt: timestamp({ withTimezone: true }),
  refundConfirmedAt: timestamp({ withTimezone: true }),
  refundConfirmedBy: integer().references(() => users.id, { onDelete: 'set null' }),
});

/** What the owner keeps of the deposit, item by item, and the tenants' answer to each. */
export const tenancyDeductions = pgTable(
  'tenancy_deductions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: integer()
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    reason: text().notNull(),
    status: text().$type<DeductionStatus>().notNull(),
    note: text(),
    /** The report item it is for: its move-in and move-out state is the evidence. */
    reportItemId: integer().references(() => tenancyReportItems.id, { onDelete: 'set null' }),
    /** A photo of the invoice (a private file), with its SHA-256. */
    invoiceKey: text(),
    invoiceSha256: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('tenancy_deductions_tenancy_idx').on(t.tenancyId, t.id),
    check('tenancy_deductions_amount', sql`${t.amount} > 0`),
  ],
);

/** A move-in or move-out report; sealed once every party has signed it, never to change again. */
export const tenancyReports = pgTable(
  'tenancy_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: integer()
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    kind: text().$type<ReportKind>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Raised by every change: a signature or a code is for one revision. */
    revision: integer().notNull().default(0),
    sealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('tenancy_reports_tenancy_idx').on(t.tenancyId, t.id)],
);

export const tenancyReportItems = pgTable(
  'tenancy_report_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer()
      .notNull()
      .references(() => tenancyReports.id, { onDelete: 'cascade' }),
    room: text().notNull(),
    item: text().notNull(),
    condition: text().$type<ItemCondition>().notNull(),
    note: text(),
    addedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('tenancy_report_items_report_idx').on(t.reportId, t.id)],
);

/** A photo of an item: a private file (EXIF dropped), its SHA-256 and when the server got it. */
export const tenancyReportPhotos = pgTable(
  'tenancy_report_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => tenancyReportItems.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('tenancy_report_photos_item_idx').on(t.itemId, t.id)],
);

/** Who signed which revision of a report, when, and from which address. */
export const tenancyReportSignatures = pgTable(
  'tenancy_report_signatures',
  {
    reportId: integer()
      .notNull()
      .references(() => tenancyReports.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revision: integer().notNull(),
    ip: text(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId, t.revision] })],
);

/**
 * Six-digit codes that sign a tenancy document (`purpose`, e.g. `report:12:3` for revision 3 of
 * report 12), stored as an HMAC; only a user's newest open code for a purpose works.
 */
export const tenancyCodes = pgTable(
  'tenancy_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tenancy_codes_open_unique')
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * A version of the tenancy's agreement: the PDF as drafted (a private file, never rewritten), its
 * SHA-256, the clauses chosen beside the terms and the guardrails they tripped.
 */
export const tenancyAgreements = pgTable(
  'tenancy_agreements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: integer()
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    lang: text().$type<AgreementLanguage>().notNull(),
    clauses: jsonb().$type<AgreementClauses>().notNull(),
    flags: text().array().$type<AgreementFlagCode[]>().notNull(),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    stampCertificateNumber: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tenancy_agreements_version_unique').on(t.tenancyId, t.version)],
);

/** A party's acceptance of one version, with a code: when, and from which address. */
export const tenancyAgreementAcceptances = pgTable(
  'tenancy_agreement_acceptances',
  {
    agreementId: integer()
      .notNull()
      .references(() => tenancyAgreements.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.userId] })],
);
