import { describe, expect, it } from 'vitest';
import { spawnApi } from '../test/process';

/** The last line of defence, in a real process: what is logged and whether the process lives. */
async function run(mode: 'reject' | 'throw') {
  const child = spawnApi({}, 'src/test/process-guards-fixture.ts', [mode]);
  const code = await child.exited;
  const fatal = child
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; kind?: string; err?: { message?: string } })
    .find((entry) => entry.level === 60);
  return { code, fatal, output: child.output() };
}

describe('process guards', () => {
  it('logs an unhandled rejection at fatal level and keeps the process running', async () => {
    const { code, fatal, output } = await run('reject');
    expect(fatal).toMatchObject({
      kind: 'unhandledRejection',
      err: { message: 'rejected nowhere' },
    });
    expect(output).toContain('still alive');
    expect(code).toBe(0);
  });

  it('logs an uncaught exception at fatal level, then exits non-zero', async () => {
    const { code, fatal, output } = await run('throw');
    expect(fatal).toMatchObject({ kind: 'uncaughtException', err: { message: 'thrown nowhere' } });
    expect(output).not.toContain('still alive');
    expect(code).toBe(1);
  });
});
