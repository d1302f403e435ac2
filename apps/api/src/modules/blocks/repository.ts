import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, users } from '../../db/schema';

type Executor = Pick<Db, 'select'>;

/** Who blocked whom between two people: either, both or neither. */
export async function blocksBetween(db: Executor, a: number, b: number) {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return {
    aBlockedB: rows.some((r) => r.blockerId === a),
    bBlockedA: rows.some((r) => r.blockerId === b),
  };
}

/** Whether the user blocked anyone at all: one index probe, asked before any filtered search. */
export async function hasBlocked(db: Executor, blockerId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .limit(1);
  return !!row;
}

/** The ids of the people the user blocked. */
export async function blockedIdsOf(db: Executor, blockerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId));
  return rows.map((r) => r.id);
}

/** An SQL condition: `column` is not someone `blockerId` blocked (one lookup per query). */
export function notBlockedBy(column: unknown, blockerId: number) {
  return sql`${column} <> all(array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${blockerId}))`;
}

export function blockedPeople(db: Db, blockerId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
}

export { userExists } from '../../db/user-exists';

/** Blocks once: blocking again changes nothing. */
export async function insertBlock(
  db: Db,
  blockerId: number,
  blockedId: number,
  at: Date,
): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}
