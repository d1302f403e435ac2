import { z } from 'zod';
import { CITY_VALUES } from '../cities';
import {
  CONTACT_TYPES,
  MESSAGE_CATEGORIES,
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ROLES,
  ADMIN_USER_STATUSES,
} from '../enums';
import { LISTING_REVIEW_REASONS } from '../moderation';
import type { JobState } from '../schemas/admin';
import { entityId, isoDateTime, type IsoDateTime } from './envelope';

/** GET /api/admin/users (paginated). Admins see the phone: the console is theirs. */
export const adminUserRow = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  /** 'verified' once the e-mail is verified (the users filter of the same name). */
  status: z.enum(ADMIN_USER_STATUSES),
  /** 'Verified' | 'Pending'. */
  statusLabel: z.string(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  /** Listings not soft-deleted, whatever their status. */
  propertiesCount: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** GET /api/admin/listings (paginated) and PATCH /api/admin/listings/:id. */
export const adminListingRow = z.object({
  id: entityId,
  title: z.string(),
  /** 'area, City label' (the address line when there is no area). */
  location: z.string(),
  city: z.enum(CITY_VALUES),
  /** The primary photo's card-size URL. */
  image: z.string().nullable(),
  /** The listing's features (amenity names). */
  tags: z.array(z.string()),
  beds: z.number().int().nonnegative(),
  type: z.enum(PROPERTY_TYPES),
  landlord: z.object({ id: entityId, name: z.string(), verified: z.boolean() }),
  rent: z.number().int().nonnegative(),
  status: z.enum(PROPERTY_STATUSES),
  /** Why RoomSetu holds it for review (status PENDING); setting it ACTIVE clears it. */
  reviewReason: z.enum(LISTING_REVIEW_REASONS).nullable(),
  verified: z.boolean(),
  featured: z.boolean(),
  views: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  addedOn: isoDateTime,
});
export type AdminListingRow = z.infer<typeof adminListingRow>;

/** GET /api/admin/contact-messages (paginated): what the contact and report forms sent. */
export const contactMessageRow = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  type: z.enum(CONTACT_TYPES),
  status: z.enum(MESSAGE_STATUSES),
  category: z.enum(MESSAGE_CATEGORIES),
  priority: z.enum(MESSAGE_PRIORITIES),
  /** The signed-in sender, if any. */
  userId: entityId.nullable(),
  /** The conversation a chat report is about, if any. */
  conversationId: entityId.nullable(),
  createdAt: isoDateTime,
});
export type ContactMessageRow = z.infer<typeof contactMessageRow>;

const count = z.number().int().nonnegative();

/** GET /api/admin/dashboard: live figures, counted when asked. */
export const adminDashboard = z.object({
  users: z.object({
    total: count,
    byRole: z.record(z.enum(ROLES), count),
    /** The user badge: e-mail and phone verified / e-mail only / neither. */
    byVerification: z.object({ verified: count, emailVerified: count, notVerified: count }),
    newLast7Days: count,
  }),
  listings: z.object({
    /** Not soft-deleted. */
    total: count,
    byStatus: z.record(z.enum(PROPERTY_STATUSES).exclude(['DELETED']), count),
    newLast7Days: count,
  }),
  conversations: count,
  messages: count,
  /** UNREAD contact-form messages and UNREAD issue reports. */
  openContactMessages: count,
  openReports: count,
  generatedAt: isoDateTime,
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** GET /api/admin/jobs (paginated): what the job queue holds, newest change first. */
export interface AdminJobRow {
  id: number;
  name: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: IsoDateTime;
  lastError: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  completedAt: IsoDateTime | null;
}
