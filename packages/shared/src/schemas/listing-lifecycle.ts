import { z } from 'zod';
import { isoDateTime } from '../api/envelope';
import { FRESHNESS_ANSWERS } from '../freshness';
import { OWNER_LISTING_STATUSES } from '../listing-lifecycle';

/** The bodies and answers of the listing's life-cycle routes (status moves and freshness). */

export const listingStatusInput = z.object({ status: z.enum(OWNER_LISTING_STATUSES) }).strict();
export type ListingStatusInput = z.infer<typeof listingStatusInput>;

/** POST /api/properties/:id/status answers the listing's new state. */
export const listingStatusResult = z.object({
  id: z.number().int().positive(),
  status: z.enum(OWNER_LISTING_STATUSES),
  letAgreedAt: isoDateTime.nullable(),
});
export type ListingStatusResult = z.infer<typeof listingStatusResult>;

/** POST /api/properties/freshness: the signed token from the mail is the only credential. */
export const listingFreshnessInput = z
  .object({ token: z.string().trim().min(1, 'The link is incomplete').max(2000) })
  .strict();
export type ListingFreshnessInput = z.infer<typeof listingFreshnessInput>;

/** What the answer did: the listing's state and its last confirmation afterwards. */
export const listingFreshnessResult = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  answer: z.enum(FRESHNESS_ANSWERS),
  status: z.enum(OWNER_LISTING_STATUSES),
  confirmedAt: isoDateTime,
});
export type ListingFreshnessResult = z.infer<typeof listingFreshnessResult>;

/**
 * GET /api/properties/freshness/link?token=…: what a freshness link is about, read before it is
 * pressed (the page names the listing first) and whether its question was already answered.
 */
export const listingFreshnessLink = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  answer: z.enum(FRESHNESS_ANSWERS),
  answered: z.boolean(),
});
export type ListingFreshnessLink = z.infer<typeof listingFreshnessLink>;

/** POST /api/properties/:id/confirm (the owner's "Still available" button). */
export const listingConfirmedResult = z.object({
  id: z.number().int().positive(),
  confirmedAt: isoDateTime,
});
export type ListingConfirmedResult = z.infer<typeof listingConfirmedResult>;
