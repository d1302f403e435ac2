import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from './logger';

/** Everything a module needs from the outside world, passed in so tests can supply their own. */
export interface AppContext {
  env: Env;
  database: Database;
  logger: Logger;
  /** The current time; tests move it to expire codes and tokens. */
  now: () => Date;
}
