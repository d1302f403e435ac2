import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const TEST_SECRET = 'fault-suite-secret-fault-suite-secret!!';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** A real API process as `pnpm start` runs it (from source through tsx: no build needed). */
export function spawnApi(
  env: Record<string, string>,
  script = 'src/index.ts',
  args: string[] = [],
) {
  let output = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      GEOCODER_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { proc, output: () => output, exited };
}

/** Starts the API on a free port and waits until /api/ready answers 200. */
export async function startApi(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  const port = await freePort();
  const started = spawnApi({ PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void started.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, ...started };
    await new Promise((r) => setTimeout(r, 200));
  }
  started.proc.kill('SIGKILL');
  throw new Error(`API did not start:\n${started.output()}`);
}

/** Ends the process (SIGKILL if it does not go) and waits for it. */
export async function stopApi(api: {
  proc: ChildProcess;
  exited: Promise<unknown>;
}): Promise<void> {
  if (api.proc.exitCode !== null || api.proc.signalCode !== null) return;
  api.proc.kill('SIGTERM');
  const timer = setTimeout(() => api.proc.kill('SIGKILL'), 15_000);
  await api.exited;
  clearTimeout(timer);
}
