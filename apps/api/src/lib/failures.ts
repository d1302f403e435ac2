/**
 * Telling apart the failures that are the database's (or the network's) fault from our own bugs,
 * and describing an error for the log without the query parameters drizzle puts in its message
 * (they can carry a message body or an e-mail).
 */

interface Coded {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
}

/** The innermost error: drizzle wraps the driver's error as `cause`. */
export function rootCause(err: unknown): unknown {
  let current = err;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as Coded | null)?.cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  return current;
}

/** Connection-level SQLSTATE classes and codes: the server went away, not the query was wrong. */
const LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, server restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '53300', // too_many_connections
]);
const LOST_TEXT =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended|the database system is (starting up|shutting down)/i;

/** True when the database cannot be reached right now: the request should answer 503, not 500. */
export function isConnectionLoss(err: unknown): boolean {
  for (const e of [err, rootCause(err)]) {
    if (typeof e !== 'object' || e === null) continue;
    const { code, message } = e as Coded;
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_TEXT.test(message)) return true;
  }
  return false;
}

/** What the log may keep of an error: its kind, code and the driver's message, never drizzle's query text. */
export function errorSummary(err: unknown): { name?: string; code?: string; message?: string } {
  const root = rootCause(err);
  if (typeof root !== 'object' || root === null) return { message: String(root).slice(0, 200) };
  const { name, code, message } = root as Coded;
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' && !message.startsWith('Failed query')
      ? { message: message.slice(0, 300) }
      : {}),
  };
}
