import type { NextFunction, RequestHandler } from 'express';

/**
 * Middlewares run one after another in one router layer, as `app.use` of each in turn runs them:
 * an error passed to `next`, thrown or rejected goes on to the error handlers and the rest are
 * skipped. On every API request the router's matching and bookkeeping between separate layers
 * cost more than most of these middlewares do.
 */
export function inOrder(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const ret: unknown = handler(req, res, step as NextFunction);
        if (ret instanceof Promise) {
          ret.then(undefined, (e: unknown) => next(e || new Error('Rejected promise')));
        }
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
