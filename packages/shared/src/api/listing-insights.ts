import { z } from 'zod';
import { VERIFICATION_BADGES } from '../enums';
import { entityId, isoDateTime } from './envelope';

/** GET /api/properties/:id/inquiries: one conversation started from the listing. */
export const listingInquiry = z.object({
  conversationId: entityId,
  startedAt: isoDateTime,
  person: z.object({
    id: entityId,
    firstName: z.string(),
    badge: z.enum(VERIFICATION_BADGES),
    isEmailVerified: z.boolean(),
    isPhoneVerified: z.boolean(),
  }),
  lastMessage: z
    .object({ content: z.string(), sentAt: isoDateTime, fromOwner: z.boolean() })
    .nullable(),
  /** The other person wrote last and the owner has not opened the conversation since. */
  unread: z.boolean(),
});
export type ListingInquiry = z.infer<typeof listingInquiry>;

const count = z.number().int().nonnegative();

export const listingStatsWindow = z.object({
  views: count,
  favourites: count,
  inquiries: count,
  /** Share (0..1) of the window's inquiries the owner answered; null without inquiries. */
  replyRate: z.number().min(0).max(1).nullable(),
});
export type ListingStatsWindow = z.infer<typeof listingStatsWindow>;

/** GET /api/properties/:id/stats: the last 7 and 30 days, and each of the 30 days (UTC), oldest first. */
export const listingStats = z.object({
  last7Days: listingStatsWindow,
  last30Days: listingStatsWindow,
  days: z.array(
    z.object({
      date: z.iso.date(),
      views: count,
      favourites: count,
      inquiries: count,
    }),
  ),
});
export type ListingStats = z.infer<typeof listingStats>;
