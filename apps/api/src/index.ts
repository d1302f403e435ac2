import { createServer } from 'node:http';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { ConfigError, parseEnv, startupWarnings } from './env';
import { createContext } from './lib/context';
import { createLogger } from './lib/logger';
import { createRealtime } from './realtime/server';

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  for (const warning of startupWarnings(env)) logger.warn(warning);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const ctx = createContext({ env, database, logger });
  if (env.SEED_DEMO) await seedDemo(ctx);

  const { app } = createApp(ctx);
  const server = createServer(app);
  const io = await createRealtime(server, ctx);
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { port: env.PORT, database: database.kind },
      `RoomSetu is listening on ${env.PUBLIC_URL}`,
    );
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    void io.close();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
