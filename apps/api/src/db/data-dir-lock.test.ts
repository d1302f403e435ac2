import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

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
    expect(readFileSync(path.join(d, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
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

  it('recovers a lock left by a dead process, or by a previous run with our pid', () => {
    for (const stale of [String(deadPid()), String(process.pid), 'garbage']) {
      const d = dir();
      writeFileSync(path.join(d, LOCK_FILE), `${stale}\n`);
      const lock = lockDataDir(d);
      expect(readFileSync(path.join(d, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    }
  });
});
