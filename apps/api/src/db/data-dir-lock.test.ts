import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  LOCK_HEARTBEAT_MS,
  LOCK_STALE_MS,
  lockDataDir,
} from './data-dir-lock';

const dirs: string[] = [];
function dir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'roomsetu-lock-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data-directory lock', () => {
  it('writes our pid, refuses a second holder naming the directory and pid, and releases', () => {
    const d = dir();
    const lock = lockDataDir(d);
    expect(readFileSync(path.join(d, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
    let refusal: unknown;
    try {
      lockDataDir(d);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(path.resolve(d));
    expect((refusal as Error).message).toContain(`pid ${process.pid}`);
    lock.release();
    expect(existsSync(path.join(d, LOCK_FILE))).toBe(false);
    lockDataDir(d).release();
  });

  it('refuses while another live process holds the lock', () => {
    const d = dir();
    // Our parent (the test runner) is alive and is not us.
    writeFileSync(path.join(d, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(d)).toThrow(`pid ${process.ppid}`);
  });

  it('recovers a lock left on this host by a dead process, or by a previous run with our pid', () => {
    for (const stale of [
      `${deadPid()}\n${hostname()}`,
      `${process.pid}\n${hostname()}`,
      `${deadPid()}`,
    ]) {
      const d = dir();
      writeFileSync(path.join(d, LOCK_FILE), `${stale}\n`);
      const lock = lockDataDir(d);
      expect(readFileSync(path.join(d, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
      lock.release();
    }
  });

  /** A lock file as `content`, last touched `ageMs` ago. */
  function lockFile(content: string, ageMs = 0): string {
    const d = dir();
    const file = path.join(d, LOCK_FILE);
    writeFileSync(file, content);
    const touched = new Date(Date.now() - ageMs);
    utimesSync(file, touched, touched);
    return d;
  }

  it('holds against another host on a shared volume while its holder keeps touching the lock, pid 1 too', () => {
    // Another container: its pid 1 is alive there, and means nothing here.
    const d = lockFile('1\nanother-container\n');
    expect(() => lockDataDir(d)).toThrow(`pid 1`);
    // Its holder stopped touching it long ago: it crashed, and the lock is recovered.
    const old = lockFile('1\nanother-container\n', LOCK_STALE_MS + 1000);
    lockDataDir(old).release();
  });

  it('holds while a lock file is empty or unreadable but fresh, and recovers it once stale', () => {
    for (const content of ['', 'garbage\n']) {
      const fresh = lockFile(content);
      expect(() => lockDataDir(fresh)).toThrow('its pid unknown');
      lockDataDir(lockFile(content, LOCK_STALE_MS + 1000)).release();
    }
  });

  it('touches the lock while it is held, so other hosts see it alive', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const d = dir();
      const lock = lockDataDir(d);
      const file = path.join(d, LOCK_FILE);
      const long = new Date(Date.now() - LOCK_STALE_MS * 2);
      utimesSync(file, long, long);
      vi.advanceTimersByTime(LOCK_HEARTBEAT_MS);
      expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(LOCK_HEARTBEAT_MS);
      lock.release();
    } finally {
      vi.useRealTimers();
    }
  });
});
