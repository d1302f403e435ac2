import { z } from 'zod';
import {
  DEDUCTION_STATUSES,
  ITEM_CONDITIONS,
  REPORT_KINDS,
  TENANCY_ANSWERS,
  TENANCY_EVENTS,
  TENANCY_INCLUDES,
  TENANCY_ROLES,
  TENANCY_STATUSES,
} from '../tenancies';
import { entityId, isoDateTime } from './envelope';

/** A party as the others see them: never a phone number or an e-mail. */
export const tenancyPerson = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type TenancyPerson = z.infer<typeof tenancyPerson>;

export const tenancyTenant = tenancyPerson.extend({
  answer: z.enum(TENANCY_ANSWERS),
  answeredAt: isoDateTime.nullable(),
});
export type TenancyTenant = z.infer<typeof tenancyTenant>;

/** One line of the tenancy's log: who (null: RoomSetu itself), what, when. */
export const tenancyLogEntry = z.object({
  id: entityId,
  type: z.enum(TENANCY_EVENTS),
  actorId: entityId.nullable(),
  at: isoDateTime,
});
export type TenancyLogEntry = z.infer<typeof tenancyLogEntry>;

/** A tenancy in a list: its terms and its parties. */
export const tenancySummary = z.object({
  id: entityId,
  status: z.enum(TENANCY_STATUSES),
  /** The caller's side; null for an admin. */
  role: z.enum(TENANCY_ROLES).nullable(),
  property: z.object({
    id: entityId,
    title: z.string(),
    /** In full: the parties are letting and renting it. */
    address: z.string(),
    city: z.string(),
  }),
  owner: tenancyPerson,
  tenants: z.array(tenancyTenant),
  terms: z.object({
    rentMonthly: z.number().int(),
    depositAmount: z.number().int(),
    /** YYYY-MM-DD, a date in India. */
    startDate: z.string(),
    termMonths: z.number().int(),
    lockInMonths: z.number().int(),
    noticeDays: z.number().int(),
    rentDueDay: z.number().int(),
    includes: z.array(z.enum(TENANCY_INCLUDES)),
  }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TenancySummary = z.infer<typeof tenancySummary>;

/** GET /api/tenancies/:id and every move's answer: the summary and the whole log, oldest first. */
export const tenancyDetail = tenancySummary.extend({ events: z.array(tenancyLogEntry) });
export type TenancyDetail = z.infer<typeof tenancyDetail>;

export const tenancyList = z.object({ items: z.array(tenancySummary) });
export type TenancyList = z.infer<typeof tenancyList>;

export const tenancyDeduction = z.object({
  id: entityId,
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(DEDUCTION_STATUSES),
  /** What the tenant said when disputing it. */
  note: z.string().nullable(),
  /** The report item it is for: its move-in and move-out state are the evidence. */
  reportItemId: entityId.nullable(),
  /** A photo of the invoice, for the parties (with the caller's bearer token). */
  invoice: z.object({ url: z.string(), sha256: z.string() }).nullable(),
  createdAt: isoDateTime,
  answeredAt: isoDateTime.nullable(),
});
export type TenancyDeduction = z.infer<typeof tenancyDeduction>;

/** GET /api/tenancies/:id/deposit and every deposit step's answer. */
export const tenancyDeposit = z.object({
  amount: z.number().int(),
  receivedAt: isoDateTime.nullable(),
  confirmedAt: isoDateTime.nullable(),
  deductions: z.array(tenancyDeduction),
  /** Every deduction not withdrawn, disputed ones included (they stay open). */
  deductedTotal: z.number().int(),
  refund: z.object({
    /** A month after the tenancy ended (YYYY-MM-DD, India); null until it has. */
    dueOn: z.string().nullable(),
    amount: z.number().int().nullable(),
    paidAt: isoDateTime.nullable(),
    confirmedAt: isoDateTime.nullable(),
  }),
});
export type TenancyDeposit = z.infer<typeof tenancyDeposit>;

export const reportPhoto = z.object({
  id: entityId,
  /** SHA-256 of the stored image, as served. */
  sha256: z.string(),
  /** When the server received it. */
  uploadedAt: isoDateTime,
  /** For the parties (and admins) only: sent with the caller's bearer token. */
  url: z.string(),
});
export type ReportPhoto = z.infer<typeof reportPhoto>;

export const reportItem = z.object({
  id: entityId,
  room: z.string(),
  item: z.string(),
  condition: z.enum(ITEM_CONDITIONS),
  note: z.string().nullable(),
  addedBy: entityId.nullable(),
  addedAt: isoDateTime,
  photos: z.array(reportPhoto),
});
export type ReportItem = z.infer<typeof reportItem>;

/** A move-in or move-out report: its items, who has signed it, and whether all have. */
export const tenancyReport = z.object({
  id: entityId,
  tenancyId: entityId,
  kind: z.enum(REPORT_KINDS),
  createdBy: entityId.nullable(),
  createdAt: isoDateTime,
  items: z.array(reportItem),
  signatures: z.array(z.object({ userId: entityId, at: isoDateTime })),
  /** Who still has to sign it. */
  awaiting: z.array(entityId),
  /** Signed by every party: it never changes again (a correction is a new report). */
  sealedAt: isoDateTime.nullable(),
});
export type TenancyReport = z.infer<typeof tenancyReport>;

export const tenancyReportList = z.object({ items: z.array(tenancyReport) });
export type TenancyReportList = z.infer<typeof tenancyReportList>;

/** Where a signing code went. */
export const signCodeSent = z.object({
  channel: z.enum(['SMS', 'EMAIL']),
  /** The number or address, masked. */
  sentTo: z.string(),
  expiresAt: isoDateTime,
});
export type SignCodeSent = z.infer<typeof signCodeSent>;
