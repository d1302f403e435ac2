import type { IdDocumentType, IdRequestStatus } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Identity documents sent for the ID badge. The images live under DATA_DIR/private (never under
 * /uploads) by the keys in `fileKeys`, and are deleted 30 days after the decision; the row stays.
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text().$type<IdDocumentType>().notNull(),
    /** The last 4 characters of the document number, never the whole number. */
    last4: text().notNull(),
    status: text().$type<IdRequestStatus>().notNull().default('PENDING'),
    /** Private storage keys of the images; emptied when the files are deleted. */
    fileKeys: text().array().notNull(),
    rejectionReason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    filesDeletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // One open request per user: a second one waits for the decision on the first.
    uniqueIndex('id_verifications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('id_verifications_user_idx').on(t.userId, t.id),
    index('id_verifications_status_idx').on(t.status, t.createdAt),
  ],
);
