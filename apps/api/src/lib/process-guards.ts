import type { Logger } from './logger';
import { errorSummary } from './failures';

/**
 * The last line of defence. A rejected promise nobody awaited is a bug, but not a reason to drop
 * every open connection: it is logged at fatal level and the process carries on. An uncaught
 * exception leaves the process in an unknown state: it is logged, and the process exits non-zero
 * so the supervisor (docker, systemd) starts a clean one.
 */
export function installProcessGuards(
  logger: Logger,
  exit: (code: number) => void = process.exit,
): void {
  process.on('unhandledRejection', (reason) => {
    logger.fatal(
      { kind: 'unhandledRejection', err: errorSummary(reason), stack: stackOf(reason) },
      'unhandled promise rejection',
    );
  });
  process.on('uncaughtException', (err, origin) => {
    logger.fatal(
      { kind: 'uncaughtException', origin, err: errorSummary(err), stack: stackOf(err) },
      'uncaught exception; exiting',
    );
    exit(1);
  });
}

function stackOf(err: unknown): string | undefined {
  // Frames only: the first line repeats the message, which for a failed query names its parameters.
  if (!(err instanceof Error) || !err.stack) return undefined;
  const frames = err.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames.slice(0, 8).join('\n');
}
