import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi, stopApi, type ApiProcess } from '../../test/process';

const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-sms-'));
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api) await stopApi(api);
  rmSync(dir, { recursive: true, force: true });
});

describe('a production server without SMS_URL', () => {
  it('says at start that phone verification is off', async () => {
    api = await startApi({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    // The log is written asynchronously: it may reach the pipe a moment after /api/ready answers.
    const started = api;
    await expect
      .poll(() => started.output(), { timeout: 10_000 })
      .toContain('Phone verification is off: SMS_URL is not set');
  }, 90_000);
});
