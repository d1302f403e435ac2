import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger';

const started = Symbol('started');

/** Query parameters that carry a secret or someone's contact (signed links, codes): never logged. */
const SECRET_PARAM = /^(token|code|otp|password|secret|sig|signature|email|phone)$/i;

/**
 * The URL as it is logged: the value of a secret-bearing query parameter (an unsubscribe or
 * listing-check link's `token`, for example) is replaced, the rest is kept as it came.
 */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}
type Timed = Response & { [started]?: number };

/**
 * A request id on every answer (`x-request-id`: the caller's own when it is a plain token, else
 * a new one) and one log line per API request when its answer is done: id, method, URL, status
 * (secret query values replaced: `loggedUrl`) and milliseconds, never headers or bodies. The line is written from a plain object: no child
 * logger per request. `req.log` (for an error's line) is made only when something asks for it.
 */
export function requestLog(logger: Logger): RequestHandler {
  // The line holds no field the logger's redaction paths name (the URL's secrets are replaced by
  // `loggedUrl`), so it is written without them: matching `*.password` and the like against every
  // line cost more than building it.
  const lines = logger.child({}, { redact: [] });
  const done = function (this: Timed) {
    const req = this.req as Request;
    const status = this.statusCode;
    const line = {
      req: { id: req.id, method: req.method, url: loggedUrl(req.originalUrl) },
      res: { statusCode: status },
      ...(status >= 500 && { err: new Error(`failed with status code ${status}`) }),
      responseTime: Date.now() - this[started]!,
    };
    lines.info(line, status >= 500 ? 'request errored' : 'request completed');
  };
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id =
      typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    if (req.url.startsWith('/api')) {
      (res as Timed)[started] = Date.now();
      res.once('close', done);
    }
    next();
  };
}

/** `req.log`: a logger whose lines carry the request's id, method and URL, made on first use. */
export function requestLoggers(request: Request, logger: Logger): void {
  const made = new WeakMap<Request, Logger>();
  Object.defineProperty(request, 'log', {
    configurable: true,
    get(this: Request) {
      let log = made.get(this);
      if (!log) {
        log = logger.child({
          req: { id: this.id, method: this.method, url: loggedUrl(this.originalUrl) },
        });
        made.set(this, log);
      }
      return log;
    },
  });
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request id answered in `x-request-id`. */
      id?: string;
      /** Logs with the request's id, method and URL. */
      log?: Logger;
    }
  }
}
