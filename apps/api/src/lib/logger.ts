import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** `destination` defaults to stdout; tests pass a stream to read what was logged. */
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
    destination,
  );
}
