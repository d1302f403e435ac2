import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { parseEnv } from '../env';

/** Makes an existing account ADMIN: `pnpm admin:create <email>`. */
async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error('Usage: pnpm admin:create <email>');
    process.exit(2);
  }
  const env = parseEnv();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // The embedded database belongs to the running server; writing beside it would be lost.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    await database.migrate();
    const updated = await database.db
      .update(users)
      .set({ role: 'ADMIN', updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!updated.length) {
      console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
      process.exitCode = 1;
    } else {
      console.log(`${email} is now an admin.`);
    }
  } finally {
    await database.close();
  }
}

void main();
