import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * `destination` defaults to stdout, written asynchronously: a request never waits for its log
 * line to reach the terminal or the pipe (pino flushes what is buffered when the process exits,
 * and `flushLogs` before a planned exit). Tests pass a stream to read what was logged.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.refreshToken',
          '*.accessToken',
        ],
        censor: '[redacted]',
      },
    },
    // Lines are gathered up to 4 KB (or for at most a second) before each write: under load one
    // write per line cost the server more CPU than anything it does for a search but the query.
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
}

/** Writes out whatever log lines are still buffered; call before `process.exit`. */
export function flushLogs(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
