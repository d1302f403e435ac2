import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limits when the API runs on PostgreSQL, so every instance counts the same
 * requests. The shape is the one rate-limiter-flexible's RateLimiterPostgres reads and writes;
 * it is created by a migration rather than by the library, so instances starting together never
 * race to create it.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  /** Milliseconds since the epoch when the window ends; null for a counter that never expires. */
  expire: bigint({ mode: 'number' }),
});
