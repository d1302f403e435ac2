import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { z } from 'zod';
import { MESSAGES } from '@roomsetu/shared';
import { AppError } from '../lib/errors';
import { errorSummary, isConnectionLoss } from '../lib/failures';

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, error: `No API route for ${req.method} ${req.path}` });
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Field name → first message, as the forms show them. */
export function zodDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    details[key] ??= issue.message;
  }
  return details;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) {
    if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter));
    res.status(err.status).json({
      success: false,
      error: err.message,
      ...(err.details ? { details: err.details } : {}),
      ...err.extra,
    });
    return;
  }
  if (err instanceof z.ZodError) {
    const details = zodDetails(err);
    res
      .status(400)
      .json({ success: false, error: err.issues[0]?.message ?? 'Invalid input', details });
    return;
  }
  if (err instanceof MulterError) {
    const tooLarge = err.code === 'LIMIT_FILE_SIZE';
    const tooMany = err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE';
    const status = tooLarge || tooMany ? 413 : 400;
    const message = tooLarge
      ? 'Each image must be 10MB or smaller'
      : tooMany
        ? 'You can upload at most 10 images'
        : 'Invalid upload';
    res.status(status).json({ success: false, error: message });
    return;
  }
  const httpish = (typeof err === 'object' && err !== null ? err : {}) as HttpishError;
  const status = httpish.status ?? httpish.statusCode;
  // body-parser errors: malformed JSON, body too large, bad encoding.
  if (status && status >= 400 && status < 500) {
    const message =
      httpish.type === 'entity.parse.failed'
        ? 'Malformed JSON in request body'
        : httpish.type === 'entity.too.large'
          ? 'Request body is too large'
          : 'Bad request';
    res.status(status).json({ success: false, error: message });
    return;
  }
  if (isConnectionLoss(err)) {
    // The database went away (restart, failover): the client may retry shortly; nothing crashed.
    req.log?.warn({ err: errorSummary(err) }, 'database unavailable');
    res
      .status(503)
      .set('Retry-After', '5')
      .json({ success: false, error: MESSAGES.serviceUnavailable });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ success: false, error: 'Something went wrong. Please try again later.' });
};
