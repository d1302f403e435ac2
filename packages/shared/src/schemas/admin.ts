import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { VALIDATION } from '../messages';
import {
  CONTACT_TYPES,
  MESSAGE_CATEGORIES,
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  PROPERTY_STATUSES,
  ROLES,
  ADMIN_USER_STATUSES,
} from '../enums';
import { queryCity, queryInt, queryValue } from './fields';

const page = queryInt(1, 1, Number.MAX_SAFE_INTEGER);
const limit = queryInt(ADMIN_PAGE_SIZE, 1, MAX_PAGE_SIZE);
const upperEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  queryValue(z.string().toUpperCase().pipe(z.enum(values)));

/** GET /api/admin/users. `search` matches name or e-mail. */
export const adminUsersQuery = z.object({
  search: queryValue(z.string()),
  role: upperEnum(ROLES),
  status: queryValue(z.string().toLowerCase().pipe(z.enum(ADMIN_USER_STATUSES))),
  page,
  limit,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** GET /api/admin/listings and GET /api/admin/listings.csv. `search` matches the title. */
export const adminListingsQuery = z.object({
  status: upperEnum(PROPERTY_STATUSES),
  city: queryCity,
  search: queryValue(z.string()),
  page,
  limit,
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuery>;

export const ADMIN_LISTING_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;

/**
 * PATCH /api/admin/listings/:id: any subset of the fields, and only those change, so that two
 * admins (or two tabs) toggling different fields never undo each other.
 */
export const adminListingUpdateInput = z
  .object({
    status: z.enum(ADMIN_LISTING_STATUSES).optional(),
    verified: z.boolean().optional(),
    featured: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: VALIDATION.nothingToUpdate,
  });
export type AdminListingUpdateInput = z.infer<typeof adminListingUpdateInput>;

/** GET /api/admin/contact-messages (what the contact and report forms sent). */
export const adminContactsQuery = z.object({
  status: upperEnum(MESSAGE_STATUSES),
  category: upperEnum(MESSAGE_CATEGORIES),
  type: queryValue(z.string().toLowerCase().pipe(z.enum(CONTACT_TYPES))),
  page,
  limit,
});
export type AdminContactsQuery = z.infer<typeof adminContactsQuery>;

/** PATCH /api/admin/contact-messages/:id. */
export const adminContactUpdateInput = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  category: z.enum(MESSAGE_CATEGORIES).optional(),
  priority: z.enum(MESSAGE_PRIORITIES).optional(),
});
export type AdminContactUpdateInput = z.infer<typeof adminContactUpdateInput>;

/** A job's life: queued (maybe for later), active (leased by a worker), completed, failed (dead). */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** GET /api/admin/jobs. */
export const adminJobsQuery = z.object({
  state: queryValue(z.string().toLowerCase().pipe(z.enum(JOB_STATES))),
  page,
  limit,
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;
