import { DEFAULT_UI_LANGUAGE, parseUiLanguage, type UiLanguage } from '@roomsetu/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roleEnum } from './enums';

/**
 * A language code as text, not an enum: a language RoomSetu starts speaking needs no migration
 * (its catalog and its name in UI_LANGUAGES are all). A code it no longer speaks reads as the
 * default.
 */
const uiLanguage = customType<{ data: UiLanguage; driverData: string }>({
  dataType: () => 'text',
  fromDriver: (value) => parseUiLanguage(value) ?? DEFAULT_UI_LANGUAGE,
});

/**
 * The address an inbox really receives at, from a lower-cased e-mail (SQL, so the column and a
 * lookup compute it alike): the +tag dropped, and for Gmail the dots too (googlemail is gmail).
 * Two accounts whose addresses reach one inbox are one person's.
 */
export const canonicalEmailSql = (email: SQL): SQL =>
  sql`case when split_part(${email}, '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(${email}, '@', 1), '+', 1), '.', '') || '@gmail.com'
    else split_part(split_part(${email}, '@', 1), '+', 1) || '@' || split_part(${email}, '@', 2) end`;

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored lower-cased so uniqueness ignores case. */
    email: text().notNull(),
    /** The inbox behind `email` (canonicalEmailSql); a second account on one inbox is refused. */
    emailCanonical: text().generatedAlwaysAs((): SQL => canonicalEmailSql(sql`email`)),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('TENANT'),
    isEmailVerified: boolean().notNull().default(false),
    isPhoneVerified: boolean().notNull().default(false),
    /** Set when an admin approves an identity document (id_verifications). */
    isIdVerified: boolean().notNull().default(false),
    avatar: text(),
    responseTime: text(),
    /**
     * Suspended by an admin until then (null: not suspended; a permanent suspension is the year
     * 9999). Signing in is refused and sessions end; it lifts by itself once the time has passed.
     */
    suspendedUntil: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    /** The language of the mails and notifications this person gets (chosen at sign-up). */
    preferredLanguage: uiLanguage().notNull().default(DEFAULT_UI_LANGUAGE),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_email_canonical_idx').on(t.emailCanonical),
    // A number belongs to the account that confirmed its code; until then several may name it,
    // so registering someone else's number first cannot lock its owner out.
    uniqueIndex('users_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.isPhoneVerified}`),
    index('users_phone_idx').on(t.phone),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    index('users_suspended_until_idx')
      .on(t.suspendedUntil)
      .where(sql`${t.suspendedUntil} is not null`),
    index('users_name_search_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`),
  ],
);
