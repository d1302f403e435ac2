import { z } from 'zod';
import { VERIFICATION_BADGES } from '../enums';
import { VISIT_CARD_EVENTS } from '../visit-card';
import { VISIT_DURATIONS, VISIT_ROLES, VISIT_STATUSES, WEEKDAYS } from '../visits';
import { entityId, isoDateTime } from './envelope';

/** One side of a visit as the other side sees it: never a phone number or an e-mail. */
export const visitParty = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type VisitParty = z.infer<typeof visitParty>;

const duration = z.union(VISIT_DURATIONS.map((d) => z.literal(d)));

/** GET /api/visits/:id and every move's answer, for one of the two parties (or an admin). */
export const visitDetail = z.object({
  id: entityId,
  status: z.enum(VISIT_STATUSES),
  /** The caller's side; null for an admin. */
  role: z.enum(VISIT_ROLES).nullable(),
  property: z.object({
    id: entityId,
    title: z.string(),
    /** As the listing shows it: the approximate locality when the owner hides the exact pin. */
    address: z.string(),
    city: z.string(),
  }),
  tenant: visitParty,
  owner: visitParty,
  /** The times on the table while PROPOSED; the confirmed one stays first once CONFIRMED. */
  slots: z.array(isoDateTime),
  /** Who put the slots on the table: the other side accepts. */
  proposedBy: z.enum(VISIT_ROLES),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  durationMinutes: duration,
  note: z.string().nullable(),
  /** The reason given with a decline or a cancellation. */
  reason: z.string().nullable(),
  /** Raised by every change of the calendar invite. */
  sequence: z.number().int().nonnegative(),
  /** What each side reported after the visit: true attended, false a no-show, null nothing yet. */
  outcome: z.object({ tenant: z.boolean().nullable(), owner: z.boolean().nullable() }),
  conversationId: entityId.nullable(),
  /** Whether the caller may still review the other side. */
  canReview: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type VisitDetail = z.infer<typeof visitDetail>;

export const visitPage = z.object({
  items: z.array(visitDetail),
  nextCursor: z.string().nullable(),
});
export type VisitPage = z.infer<typeof visitPage>;

/** The `content` of a chat message of kind VISIT: JSON of this, `text` readable on its own. */
export const visitCard = z.object({
  visitId: entityId,
  event: z.enum(VISIT_CARD_EVENTS),
  slots: z.array(isoDateTime),
  startsAt: isoDateTime.nullable(),
  durationMinutes: duration,
  reason: z.string().nullable(),
  text: z.string(),
});
export type VisitCard = z.infer<typeof visitCard>;

export const visitHours = z.object({
  propertyId: entityId,
  weekly: z.array(z.object({ day: z.enum(WEEKDAYS), from: z.string(), to: z.string() })),
});
export type VisitHours = z.infer<typeof visitHours>;

export const visitSlots = z.object({
  durationMinutes: duration,
  /** Free quarter-hour starts, ascending; empty when the owner set no hours. */
  slots: z.array(isoDateTime),
  hoursSet: z.boolean(),
});
export type VisitSlots = z.infer<typeof visitSlots>;

export const visitReview = z.object({
  id: entityId,
  visitId: entityId,
  author: z.object({ id: entityId, firstName: z.string(), avatar: z.string().nullable() }),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: isoDateTime,
});
export type VisitReview = z.infer<typeof visitReview>;

/** GET /api/users/:id/reviews: the visible reviews of a person, with the average and the record. */
export const userReviews = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  /** "Turned up to N of M visits", once M reaches TURN_UP_MIN_VISITS; else null. */
  turnedUp: z
    .object({ attended: z.number().int().nonnegative(), total: z.number().int().positive() })
    .nullable(),
  /**
   * Measured from chat: of the conversations others started with this person in the last
   * REPLY_STATS_DAYS days, the share (%) they answered and the median minutes to the first answer;
   * null below REPLY_STATS_MIN_CONVERSATIONS conversations.
   */
  replies: z
    .object({
      rate: z.number().int().min(0).max(100),
      typicalMinutes: z.number().int().nonnegative().nullable(),
      conversations: z.number().int().positive(),
    })
    .nullable(),
  items: z.array(visitReview),
  nextCursor: z.string().nullable(),
});
export type UserReviews = z.infer<typeof userReviews>;

export const visitShare = z.object({ url: z.string(), expiresAt: isoDateTime });
export type VisitShare = z.infer<typeof visitShare>;

/** What a friend sees through a shared link: no phone number, no e-mail. */
export const sharedVisit = z.object({
  status: z.enum(VISIT_STATUSES),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  propertyTitle: z.string(),
  address: z.string(),
  city: z.string(),
  /** The person the sharer is meeting. */
  otherPerson: z.object({ firstName: z.string(), badge: z.enum(VERIFICATION_BADGES) }),
});
export type SharedVisit = z.infer<typeof sharedVisit>;
