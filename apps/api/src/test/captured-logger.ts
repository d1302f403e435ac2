import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../lib/logger';

/** A logger whose JSON lines the test reads back, parsed, in the order they were written. */
export function capturedLogger(level = 'info'): {
  logger: Logger;
  lines: Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}
