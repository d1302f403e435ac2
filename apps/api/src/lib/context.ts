import type { Database } from '../db/client';
import type { Env } from '../env';
import type { JobQueue } from '../jobs/queue';
import type { Geocoder } from './geocoder';
import type { Logger } from './logger';
import type { RealtimeBus } from './realtime-bus';
import type { Mailer } from './mailer';
import type { Metrics } from './metrics';
import type { PushSender } from './push';
import type { SmsSender } from './sms';
import type { RateLimitSettings } from './rate-limit';
import type { Storage } from './storage';
import type { PrivateFiles } from './private-files';
import type { ViewCounter } from './view-counter';

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
  /** Web pushes to subscribed devices, signed with the VAPID keys; off without them. */
  push: PushSender;
  /** Replaced by the socket server when it starts. */
  realtime: RealtimeBus;
  /** The durable job queue; the server starts its worker, tests drive it with runOnce/drain. */
  jobs: JobQueue;
  /** Listing detail views, counted in memory and written in batches; tests flush it by hand. */
  views: ViewCounter;
  /** The current time; tests move it to expire codes and tokens. */
  now: () => Date;
  /** The Prometheus series of this process (each context has its own registry). */
  metrics: Metrics;
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
  /** Certificates the push sender trusts besides the system's (tests run a push service). */
  pushCa?: string | Buffer;
}
