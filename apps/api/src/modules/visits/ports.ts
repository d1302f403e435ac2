import type { Db } from '../../db/client';
import type { Phrase } from '../../lib/i18n';

/**
 * What visits need from other modules, handed in by the composition root (app.ts) so this module
 * imports none of them: suspensions, blocks, the pair's conversation, notifications and how a
 * person answers chat.
 */
export interface VisitPorts {
  isSuspended(userId: number): Promise<boolean>;
  /** Whether a block stands between two people, either way. */
  blocked(db: Db, a: number, b: number): Promise<boolean>;
  /**
   * Posts a message of kind VISIT from `senderId` in the pair's conversation (created if needed),
   * inside the caller's transaction; `announce` tells both once it is committed.
   */
  postCard(
    db: Db,
    card: { senderId: number; recipientId: number; propertyId: number; content: string; at: Date },
  ): Promise<{ conversationId: number; announce: () => void }>;
  /** Stores a notification of type VISIT inside `db` (once per dedupe key); answers its announce. */
  notify(
    db: Db,
    n: { userId: number; title: Phrase; body: Phrase; link: string; dedupeKey: string },
  ): Promise<() => void>;
  /**
   * Conversations others started with `userId` in [since, until) (by their first message), how many
   * the person answered, and the median seconds to the first answer.
   */
  replyRecord(
    db: Db,
    userId: number,
    since: Date,
    until: Date,
  ): Promise<{ total: number; answered: number; medianSeconds: number | null }>;
}
