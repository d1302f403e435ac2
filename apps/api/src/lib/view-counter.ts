import { todayInIndia } from '@roomsetu/shared';
import type { Logger } from './logger';

/** A listing's counted views are written at most this often. */
export const VIEW_FLUSH_INTERVAL_MS = 60_000;
/** How often the timer looks for listings whose minute has passed. */
const TICK_MS = 5_000;

export interface ViewCounter {
  /** One detail view; counted in memory only. */
  record(propertyId: number): void;
  /** Views recorded here and not yet written. */
  pending(propertyId: number): number;
  /**
   * Writes the pending views of every listing last written a minute ago or more (all of them
   * with `force`), one upsert per listing and day. Tests call it instead of waiting.
   */
  flush(options?: { force?: boolean }): Promise<void>;
  /** Starts the timer that flushes; the server does, tests do not. */
  start(): void;
  /** Stops the timer and writes everything pending: the graceful shutdown's last step before the database closes. */
  stop(): Promise<void>;
}

/** One listing's views on one day (YYYY-MM-DD, IST), to be added to what is stored. */
export interface CountedViews {
  propertyId: number;
  day: string;
  views: number;
}

export function createViewCounter(o: {
  /** Adds the counts to the stored ones in one statement; a listing deleted meanwhile is skipped. */
  write: (due: CountedViews[]) => Promise<void>;
  logger: Logger;
  now: () => Date;
}): ViewCounter {
  /** propertyId → day → views not yet written. */
  const counts = new Map<number, Map<string, number>>();
  const lastWritten = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(force: boolean): Promise<void> {
    const at = o.now().getTime();
    const due: CountedViews[] = [];
    for (const [propertyId, days] of counts) {
      if (!force && at - (lastWritten.get(propertyId) ?? -Infinity) < VIEW_FLUSH_INTERVAL_MS) {
        continue;
      }
      for (const [day, views] of days) due.push({ propertyId, day, views });
      counts.delete(propertyId);
      lastWritten.set(propertyId, at);
    }
    if (!due.length) return;
    try {
      await o.write(due);
    } catch (err) {
      // Put them back: the next flush tries again.
      for (const d of due) add(d.propertyId, d.day, d.views);
      o.logger.warn({ err }, 'could not write listing views; kept for the next flush');
    }
  }

  function add(propertyId: number, day: string, views: number): void {
    const days = counts.get(propertyId) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + views);
    counts.set(propertyId, days);
  }

  const flush: ViewCounter['flush'] = ({ force = false } = {}) => {
    // One flush at a time, so two never take the same counts.
    flushing = flushing.then(() => write(force));
    return flushing;
  };

  return {
    record: (propertyId) => add(propertyId, todayInIndia(o.now()), 1),
    pending: (propertyId) => {
      let n = 0;
      for (const v of counts.get(propertyId)?.values() ?? []) n += v;
      return n;
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush({ force: true });
    },
  };
}
