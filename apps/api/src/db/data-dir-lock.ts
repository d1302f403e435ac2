import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
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
      `The data directory ${dataDir} is in use by another RoomSetu process (pid ${pid}). ` +
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else; still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * A lock naming a pid that is gone, or our own pid when this process does not hold it (a container
 * restarted on the same volume runs as pid 1 again), is stale. A lock file that cannot be read as
 * a pid is treated as stale too: it was left half-written by a crash.
 */
function holderOf(file: string): number | null {
  const pid = readPid(file);
  if (pid === null) return null;
  if (pid === process.pid) return held.has(file) ? pid : null;
  return isAlive(pid) ? pid : null;
}

/** Takes the lock or throws DataDirLockedError naming the directory and the pid that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: of two processes starting together, one wins.
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      const onExit = () => release();
      const release = () => {
        process.off('exit', onExit);
        if (!held.delete(file)) return;
        try {
          if (readPid(file) === process.pid) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', onExit);
      return { file, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
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
