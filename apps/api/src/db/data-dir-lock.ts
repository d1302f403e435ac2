import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes on one directory each keep their own view,
 * hand out the same keys and overwrite each other's pages. The lock file makes the second one
 * refuse to start instead.
 */
export const LOCK_FILE = 'roomsetu.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another RoomSetu process (${pid ? `pid ${pid}` : 'its pid unknown'}). ` +
        'Stop that process first (or point DATA_DIR at another directory).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Locks this process holds, so that a lock naming our own pid is told apart from a stale one. */
const held = new Set<string>();

/** How often a holder touches its lock file, and how long after the last touch it is stale. */
export const LOCK_HEARTBEAT_MS = 5_000;
export const LOCK_STALE_MS = 30_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else; still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockContent {
  /** Null when the file names none (empty or unreadable). */
  pid: number | null;
  /** The holder's host name; null in a lock written before it was recorded (same host). */
  host: string | null;
  /** When the holder last touched the file. */
  touchedAt: number;
}

function readLock(file: string): LockContent | null {
  try {
    const [pidLine = '', hostLine] = readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine.trim(), 10);
    return {
      pid: Number.isInteger(pid) && pid > 0 ? pid : null,
      host: hostLine?.trim() || null,
      touchedAt: statSync(file).mtimeMs,
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Who holds the lock, or null when it is stale. On this host (the same name: in a container, the
 * same container) a pid tells: a pid that is gone, or our own when this process does not hold
 * the lock (a container restarted on its volume runs as pid 1 again), is stale. A lock from
 * another host (another container on a shared volume, whose pids mean nothing here, pid 1 among
 * them) or naming no pid holds while its holder keeps touching it, and is stale LOCK_STALE_MS
 * after the last touch. Answers the holder's pid (0 when unknown).
 */
function holderOf(file: string, now = Date.now()): number | null {
  const lock = readLock(file);
  if (!lock) return null;
  const { pid } = lock;
  const sameHost = lock.host === null || lock.host === hostname();
  if (pid !== null && sameHost) {
    if (pid === process.pid) return held.has(file) ? pid : null;
    return isAlive(pid) ? pid : null;
  }
  return now - lock.touchedAt < LOCK_STALE_MS ? (pid ?? 0) : null;
}

/**
 * Creates the lock file with its content in one step (written aside, then linked into place, which
 * fails if it exists), so nobody ever reads it empty or half-written.
 */
function createLock(file: string): boolean {
  const draft = `${file}.new-${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(draft, `${process.pid}\n${hostname()}\n`, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(draft);
  }
}

/** Takes the lock or throws DataDirLockedError naming the directory and the pid that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    // Of two processes starting together, one wins.
    if (createLock(file)) {
      held.add(file);
      // Touched while held, so another host can tell it from a lock left by a crash.
      const heartbeat = setInterval(() => {
        try {
          const now = new Date();
          utimesSync(file, now, now);
        } catch {
          // Gone or moved: the next start sees for itself.
        }
      }, LOCK_HEARTBEAT_MS);
      heartbeat.unref();
      const onExit = () => release();
      const release = () => {
        clearInterval(heartbeat);
        process.off('exit', onExit);
        if (!held.delete(file)) return;
        try {
          if (readLock(file)?.pid === process.pid) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', onExit);
      return { file, release };
    }
    const holder = holderOf(file);
    if (holder !== null) throw new DataDirLockedError(dir, holder);
    recoverStale(file);
  }
  throw new Error(`Could not take the lock ${file}; try again.`);
}

/**
 * Moves a stale lock aside atomically. If another process recovered it first and already holds a
 * fresh lock, that one is what got moved: it is put back, and the next attempt reports it.
 */
function recoverStale(file: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (holderOf(aside) !== null) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone created a new lock in the meantime: theirs stands.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
}
