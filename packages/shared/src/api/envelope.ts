/** Every API answer (DESIGN.md): success with data, or failure with a message and field details. */

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  pagination?: Pagination;
  message?: string;
}

export interface ErrorEnvelope {
  success: false;
  error: string;
  /** Field path ('address.city') -> first message, for 400 answers. */
  details?: Record<string, string>;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** A list answer that always carries its pagination. */
export type Paginated<T> = SuccessEnvelope<T[]> & { pagination: Pagination };

/** An ISO 8601 timestamp as JSON carries it, e.g. '2025-10-20T09:30:00.000Z'. */
export type IsoDateTime = string;
/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** What a delete or other data-less action answers. */
export interface Deleted {
  id: number;
}
