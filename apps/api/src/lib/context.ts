import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Geocoder } from './geocoder';
import type { Logger } from './logger';
import type { RealtimeBus } from './realtime-bus';
import type { Mailer } from './mailer';
import type { RateLimitSettings } from './rate-limit';
import type { Storage } from './storage';

/** Everything a module needs from the outside world, passed in so tests can supply their own. */
export interface AppContext {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  geocoder: Geocoder;
  /** Replaced by the socket server when it starts. */
  realtime: RealtimeBus;
  /** The current time; tests move it to expire codes and tokens. */
  now: () => Date;
  /** Overrides of the default rate limits (tests raise or lower them). */
  rateLimits?: Partial<RateLimitSettings>;
}
