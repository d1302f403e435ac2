import type { VisitRole, VisitStatus, Weekday } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/**
 * A viewing of a listing by a tenant. `slots` are the times on the table (proposed by
 * `proposed_by`); `starts_at` is set once confirmed. `sequence` is the calendar invite's
 * SEQUENCE, raised by every change the invite reflects.
 */
export const visits = pgTable(
  'visits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tenantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<VisitStatus>().notNull(),
    slots: timestamp({ withTimezone: true }).array().notNull(),
    proposedBy: text().$type<VisitRole>().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    durationMinutes: smallint().notNull(),
    note: text(),
    reason: text(),
    sequence: integer().notNull().default(0),
    /** The pair's conversation, where each step is posted as a card. */
    conversationId: integer(),
    /** What each side reported after the visit (true: it took place). */
    tenantOutcome: boolean(),
    ownerOutcome: boolean(),
    outcomeReportedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // One open visit per (tenant, listing): two simultaneous proposals cannot both land.
    uniqueIndex('visits_open_unique')
      .on(t.tenantId, t.propertyId)
      .where(sql`${t.status} in ('PROPOSED', 'CONFIRMED')`),
    // Free slots and the overlap check read a listing's confirmed visits by time.
    index('visits_confirmed_idx')
      .on(t.propertyId, t.startsAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
    index('visits_tenant_idx').on(t.tenantId, t.id),
    index('visits_owner_idx').on(t.ownerId, t.id),
    check('visits_duration', sql`${t.durationMinutes} in (30, 45, 60)`),
  ],
);

/** An owner's weekly visit hours for a listing, in IST. */
export const visitHours = pgTable('visit_hours', {
  propertyId: integer()
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  weekly: jsonb().$type<{ day: Weekday; from: string; to: string }[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** One review per side of an attended visit; hidden until both wrote or 14 days passed. */
export const visitReviews = pgTable(
  'visit_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    visitId: integer()
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    text: text().notNull().default(''),
    /** Hidden by an admin after a report. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('visit_reviews_once').on(t.visitId, t.authorId),
    index('visit_reviews_subject_idx').on(t.subjectId, t.id),
    check('visit_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);
