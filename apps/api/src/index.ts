import { createServer } from 'node:http';
import { createApp, startRealtime } from './app';
import { registerJobs } from './jobs-registry';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemo } from './db/seed';
import { envOrExplain, startupWarnings } from './env';
import { createContext } from './context';
import { BucketUnavailableError } from './lib/bucket';
import { createLogger, flushLogs } from './lib/logger';
import { startMetricsServer } from './lib/metrics-http';
import { installProcessGuards } from './lib/process-guards';
import { PHOTO_BACKFILLS, queuePhotoBackfill } from './modules/property-photos';
import { createWorkerApp } from './worker-app';

/** A stop signal gives in-flight requests this long; then the process exits regardless. */
const SHUTDOWN_GRACE_MS = 9_000;

async function main(): Promise<void> {
  const env = envOrExplain();
  if (!env) return process.exit(1);
  const logger = createLogger(env.LOG_LEVEL);
  for (const warning of startupWarnings(env)) logger.warn(warning);
  installProcessGuards(logger);

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      logger,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  const ctx = createContext({ env, database, logger });
  try {
    await ctx.storage.check();
  } catch (error) {
    // No quiet fallback to the local disk: photos written there would be lost to the other instances.
    if (error instanceof BucketUnavailableError) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
  if (!ctx.sms.available) {
    logger.warn(
      'Phone verification is off: SMS_URL is not set, so no code can be sent. Set SMS_URL to the SMS gateway adapter to turn it on.',
    );
  }
  // ROLE=api serves HTTP and queues jobs; ROLE=worker runs them; ROLE=all (the default) does both.
  const runsJobs = env.ROLE !== 'api';
  const servesApi = env.ROLE !== 'worker';
  if (env.ROLE !== 'all' && database.kind === 'pglite') {
    logger.warn(
      `ROLE=${env.ROLE} on the embedded database, which no other process can open: ` +
        (runsJobs
          ? 'no API process can open it to queue jobs for this worker.'
          : 'the jobs this process queues (mails among them) wait for a ROLE=all or ROLE=worker start on this data.'),
    );
  }
  if (runsJobs) {
    registerJobs(ctx);
    if (database.kind === 'pglite') {
      // The data directory is locked to this process: whatever was running died with the last one.
      const recovered = await ctx.jobs.recoverOrphans();
      if (recovered)
        logger.warn({ jobs: recovered }, 'jobs interrupted by the last stop run again');
    }
    for (const backfill of PHOTO_BACKFILLS) await queuePhotoBackfill(ctx, backfill);
  }
  if (servesApi && env.SEED_DEMO) await seedDemo(ctx);

  const server = createServer(servesApi ? createApp(ctx).listener : createWorkerApp(ctx).listener);
  const io = servesApi ? await startRealtime(server, ctx) : undefined;
  if (runsJobs) ctx.jobs.start();
  if (servesApi) ctx.views.start();
  // Metrics on a port of their own (METRICS_PORT): for Prometheus on the private network only.
  const metricsServer =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(ctx, { port: env.METRICS_PORT, host: env.HOST });
  if (metricsServer)
    logger.info({ port: env.METRICS_PORT }, 'metrics are served on their own port');
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { port: env.PORT, database: database.kind, role: env.ROLE },
      servesApi
        ? `RoomSetu is listening on ${env.PUBLIC_URL}`
        : `RoomSetu worker is running; health on port ${env.PORT}`,
    );
  });

  let stopping = false;
  /**
   * Stop accepting, let in-flight requests finish, close every socket at the transport (a
   * 'transport close' makes socket.io clients reconnect, to another instance if there is one),
   * close the database (which releases the data-directory lock), exit.
   */
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // No new jobs from here; the ones in flight finish before the database closes (or, past the
    // grace period, their lease expires and another instance or the next start runs them again).
    const jobsStopped = ctx.jobs.stop();
    setTimeout(() => {
      logger.warn('in-flight work did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    void (io?.close() ?? Promise.resolve())
      .catch((err: unknown) => logger.warn({ err }, 'closing sockets'))
      .then(() => drained)
      .then(() => jobsStopped)
      // The views counted since the last flush are written before the database closes.
      .then(() => ctx.views.stop())
      .then(() => database.close())
      .then(
        () => {
          clearInterval(idle);
          logger.info('stopped');
          void flushLogs(logger).finally(() => process.exit(0));
        },
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Start-up failed (database unreachable, migration error): say why and let the supervisor retry.
  console.error('RoomSetu could not start:', error);
  process.exit(1);
});
