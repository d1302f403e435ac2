import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { users } from '../schema';
import { ADMIN_ACCOUNT, DEMO_PASSWORD } from './data';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*';

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** 20 characters (about 110 bits) that also pass the sign-up rule, so the owner may keep it. */
export function randomDemoPassword(): string {
  const all = UPPER + LOWER + DIGITS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < 20) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Published passwords (README) are for local development only. */
const randomPasswords = (ctx: AppContext) => ctx.env.NODE_ENV === 'production';

/**
 * The hashes the seed writes. In production they are the hash of a password nobody ever sees,
 * until `assignRandomPasswords` gives each account its own: no account is ever created with
 * a published password.
 */
export async function seedPasswordHashes(
  ctx: AppContext,
): Promise<{ demoHash: string; adminHash: string }> {
  if (randomPasswords(ctx)) {
    const unknown = await hashPassword(randomDemoPassword());
    return { demoHash: unknown, adminHash: unknown };
  }
  const [demoHash, adminHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(ADMIN_ACCOUNT.password),
  ]);
  return { demoHash, adminHash };
}

/**
 * In production, gives every seeded account a random password of its own and writes each
 * e-mail and password to the log, once: the operator's only copy.
 */
export async function assignRandomPasswords(ctx: AppContext, db: Db = ctx.database.db) {
  if (!randomPasswords(ctx)) return;
  const accounts = await db.select({ id: users.id, email: users.email }).from(users);
  const credentials = await Promise.all(
    accounts.map(async (account) => {
      const password = randomDemoPassword();
      return { ...account, password, hash: await hashPassword(password) };
    }),
  );
  for (const { id, hash } of credentials) {
    await db.update(users).set({ passwordHash: hash }).where(eq(users.id, id));
  }
  ctx.logger.warn(
    `demo data seeded with ${credentials.length} accounts; their passwords follow, shown only ` +
      'this once: change them or delete the accounts',
  );
  for (const { email, password } of credentials) {
    // In the message, not a field: the logger redacts fields named password.
    ctx.logger.warn(`demo account ${email} password ${password}`);
  }
}
