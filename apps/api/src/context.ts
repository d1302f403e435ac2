import path from 'node:path';
import { connectionStats } from './db/client';
import { geocodeCacheIn } from './db/geocode-cache';
import { queuedJobs } from './jobs/depth';
import { createJobQueue } from './jobs/queue';
import type { AppContext, ContextOptions } from './lib/context';
import { bucketCredentials, openBucket } from './lib/bucket';
import { createBucketPrivateFiles, createBucketStorage } from './lib/bucket-storage';
import { createGeocoder } from './lib/geocoder';
import { countedMailer, createMailer } from './lib/mailer';
import { createMetrics } from './lib/metrics';
import { createPrivateFiles } from './lib/private-files';
import { createPushSender, vapidKeys } from './lib/push';
import { waitForTurn } from './lib/rate-limit';
import { silentBus } from './lib/realtime-bus';
import { createSmsSender } from './lib/sms';
import { createDiskStorage } from './lib/storage';
import { createViewCounter } from './lib/view-counter';
import { writeViews } from './modules/properties';

/** The one place the outside world is wired together: the server, the tests and the benchmarks use it. */
export function createContext(o: ContextOptions): AppContext {
  const { env, database, logger } = o;
  const now = o.now ?? (() => new Date());
  const geocoderInterval = o.geocoderIntervalMs ?? 1000;
  const bucket = env.STORAGE_URL && openBucket(env.STORAGE_URL, bucketCredentials(env));
  const metrics = createMetrics({
    logger,
    processMetrics: env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined,
  });
  const ctx: AppContext = {
    env,
    database,
    logger,
    mailer: countedMailer(
      createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger }),
      metrics,
    ),
    sms: createSmsSender({ url: env.SMS_URL, nodeEnv: env.NODE_ENV, logger }),
    // STORAGE_URL puts photos and identity documents in one bucket; the data directory otherwise.
    storage: bucket
      ? createBucketStorage(bucket, env.PUBLIC_URL)
      : createDiskStorage(o.uploadsDir ?? path.join(env.DATA_DIR, 'uploads'), env.PUBLIC_URL),
    privateFiles: bucket
      ? createBucketPrivateFiles(bucket)
      : createPrivateFiles(o.privateDir ?? path.join(env.DATA_DIR, 'private')),
    geocoder: createGeocoder({
      url: env.GEOCODER_URL,
      userAgent: `RoomSetu/1.0 (${env.PUBLIC_URL})`,
      cache: geocodeCacheIn(database.db),
      logger,
      minIntervalMs: geocoderInterval,
      // One request a second to the geocoder from all instances together, not from each.
      turn: geocoderInterval > 0 ? () => waitForTurn(ctx, 'geocoder', geocoderInterval) : undefined,
    }),
    push: createPushSender({
      keys: vapidKeys(env),
      logger,
      metrics,
      publicOnly: env.NODE_ENV === 'production',
      ca: o.pushCa,
    }),
    realtime: silentBus,
    jobs: createJobQueue({
      db: database.db,
      logger,
      now,
      observer: {
        failed: (name, final) => (final ? metrics.jobFailures : metrics.jobRetries).inc({ name }),
      },
    }),
    views: createViewCounter({ write: (due) => writeViews(database.db, due), logger, now }),
    now,
    metrics,
  };
  metrics.readQueueFrom(() =>
    queuedJobs(
      database.db,
      now(),
      ctx.jobs.registrations().map((r) => r.name),
    ),
  );
  metrics.readConnectionsFrom(() => connectionStats(database));
  return ctx;
}
