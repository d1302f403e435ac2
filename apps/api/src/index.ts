import { silentBus } from './lib/realtime-bus';
import { createGeocoder } from './lib/geocoder';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { ConfigError, parseEnv } from './env';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createDiskStorage } from './lib/storage';
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
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const storage = createDiskStorage(path.join(env.DATA_DIR, 'uploads'), env.PUBLIC_URL);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const geocoder = createGeocoder({
    url: env.GEOCODER_URL,
    userAgent: `RoomSetu/1.0 (${env.PUBLIC_URL})`,
    db: database.db,
    logger,
    minIntervalMs: 1000,
  });
  const ctx = {
    env,
    database,
    logger,
    mailer,
    storage,
    geocoder,
    realtime: silentBus,
    now: () => new Date(),
  };
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
