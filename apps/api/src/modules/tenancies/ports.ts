import type { Db } from '../../db/client';
import type { Phrase } from '../../lib/i18n';

/**
 * What tenancies need from other modules, handed in by the composition root (app.ts) so this
 * module imports none of them: suspensions, blocks and notifications.
 */
export interface TenancyPorts {
  isSuspended(userId: number): Promise<boolean>;
  /** Whether a party has ever reported the tenancy: only then may an admin read its record. */
  reported(db: Db, tenancyId: number): Promise<boolean>;
  /** Whether a block stands between two people, either way. */
  blocked(db: Db, a: number, b: number): Promise<boolean>;
  /** Stores a notification of type TENANCY inside `db` (once per dedupe key); answers its announce. */
  notify(
    db: Db,
    n: { userId: number; title: Phrase; body: Phrase; link: string; dedupeKey: string },
  ): Promise<() => void>;
}
