import { z } from 'zod';

/** Every API answer (DESIGN.md): success with data, or failure with a message and field details. */

/** An ISO 8601 timestamp as JSON carries it, e.g. '2025-10-20T09:30:00.000Z'. */
export const isoDateTime = z.iso.datetime();
export type IsoDateTime = string;
/** A calendar date, 'YYYY-MM-DD'. */
export const isoDate = z.iso.date();
export type IsoDate = string;

export const entityId = z.number().int().positive();

export const pagination = z.object({
  page: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  /**
   * Set when there are more matches than were counted (a search counts exactly up to 1,000):
   * `total` is then a lower bound ("1,000+").
   */
  totalIsLowerBound: z.literal(true).optional(),
  /**
   * Lists read by cursor (the room search): pass as `cursor` for the next page, as fast as the
   * first however deep; null on the last page.
   */
  nextCursor: z.string().nullable().optional(),
});
export type Pagination = z.infer<typeof pagination>;

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  pagination?: Pagination;
  message?: string;
}

/**
 * A suspension as the suspended person is told of it: by the socket event `account:suspended`
 * the moment it is made, and in the 403 that refuses their next request.
 */
export const accountSuspension = z.object({
  /** Ready to show: "Your account is suspended until 3 Dec 2026, 10:30 am IST. Reason: …". */
  message: z.string(),
  reason: z.string().nullable(),
  /** Null when the suspension is permanent. */
  until: isoDateTime.nullable(),
});
export type AccountSuspension = z.infer<typeof accountSuspension>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  /**
   * What went wrong, for a program: the catalog key of the text in capitals (PROPERTY_NOT_FOUND is
   * `propertyNotFound`), or the status's generic code. It never changes with the language.
   */
  code: z.string(),
  /** The same, for a person: in the language of the request's Accept-Language (English by default). */
  error: z.string(),
  /** Field path ('address.city') -> first message, for 400 answers. */
  details: z.record(z.string(), z.string()).optional(),
  /** Field path -> the code of its message, beside `details`. */
  fieldCodes: z.record(z.string(), z.string()).optional(),
  /** A 403 to a suspended account: the tab shows it and signs out. */
  suspension: accountSuspension.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** A list answer that always carries its pagination. */
export type Paginated<T> = SuccessEnvelope<T[]> & { pagination: Pagination };

/** What a delete, an update or another action answers: the id of what it touched. */
export const deleted = z.object({ id: entityId });
export type Deleted = z.infer<typeof deleted>;

/** An action with nothing to answer but its message: `data` is null. */
export const noData = z.null();

/** GET /api/health. */
export const healthStatus = z.object({ status: z.literal('ok') });
/** GET /api/ready: the database answered. */
export const readiness = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
