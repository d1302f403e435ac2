import type { Database } from '../db/client';
import type { Env } from '../env';
import path from 'node:path';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { createGeocoder, type Geocoder } from './geocoder';
import type { Logger } from './logger';
import { silentBus, type RealtimeBus } from './realtime-bus';
import { createMailer, type Mailer } from './mailer';
import { createSmsSender, type SmsSender } from './sms';
import type { RateLimitSettings } from './rate-limit';
import { createDiskStorage, type Storage } from './storage';
import { createPrivateFiles, type PrivateFiles } from './private-files';
import { createViewCounter, type ViewCounter } from './view-counter';

/** Everything a module needs from the outside world, passed in so tests can supply their own. */
export interface AppContext {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Phone verification codes; without SMS_URL, development logs them and production has none. */
  sms: SmsSender;
  storage: Storage;
  /** Identity documents: DATA_DIR/private, outside the folder served under /uploads. */
  privateFiles: PrivateFiles;
  geocoder: Geocoder;
  /** Replaced by the socket server when it starts. */
  realtime: RealtimeBus;
  /** The durable job queue; the server starts its worker, tests drive it with runOnce/drain. */
  jobs: JobQueue;
  /** Listing detail views, counted in memory and written in batches; tests flush it by hand. */
  views: ViewCounter;
  /** The current time; tests move it to expire codes and tokens. */
  now: () => Date;
  /** Overrides of the default rate limits (tests raise or lower them). */
  rateLimits?: Partial<RateLimitSettings>;
}

export interface ContextOptions {
  env: Env;
  database: Database;
  logger: Logger;
  now?: () => Date;
  /** Where photos are written; DATA_DIR/uploads by default. */
  uploadsDir?: string;
  /** Where identity documents are written; DATA_DIR/private by default. */
  privateDir?: string;
  /** The public geocoder allows one request a second; tests and benchmarks lift that. */
  geocoderIntervalMs?: number;
}

/** The one place the outside world is wired together: the server, the tests and the benchmarks use it. */
export function createContext(o: ContextOptions): AppContext {
  const { env, database, logger } = o;
  const now = o.now ?? (() => new Date());
  return {
    env,
    database,
    logger,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger }),
    sms: createSmsSender({ url: env.SMS_URL, nodeEnv: env.NODE_ENV, logger }),
    storage: createDiskStorage(o.uploadsDir ?? path.join(env.DATA_DIR, 'uploads'), env.PUBLIC_URL),
    privateFiles: createPrivateFiles(o.privateDir ?? path.join(env.DATA_DIR, 'private')),
    geocoder: createGeocoder({
      url: env.GEOCODER_URL,
      userAgent: `RoomSetu/1.0 (${env.PUBLIC_URL})`,
      db: database.db,
      logger,
      minIntervalMs: o.geocoderIntervalMs ?? 1000,
    }),
    realtime: silentBus,
    jobs: createJobQueue({ db: database.db, logger, now }),
    views: createViewCounter({ db: database.db, logger, now }),
    now,
  };
}
