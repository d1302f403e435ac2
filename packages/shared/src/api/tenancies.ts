import { z } from 'zod';
import {
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
