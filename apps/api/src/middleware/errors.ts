import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';
import { z } from 'zod';
import { API_ERRORS, MESSAGES, VALIDATION } from '@roomsetu/shared';
import { AppError, fill, type ErrorMessage } from '../lib/errors';
import { localizeAppError, localizeDetails, localizeError } from '../lib/error-text';
import { requestLanguage } from '../lib/i18n';
import { errorSummary, isConnectionLoss } from '../lib/failures';

/** Writes the error envelope: the code never changes with the language, the texts do. */
function answer(req: Request, res: Response, status: number, message: ErrorMessage): void {
  const err = new AppError(status, message);
  const local = localizeError(
    requestLanguage(req.headers),
    status,
    err.template,
    err.message,
    err.values,
    req.log,
  );
  res.vary('Accept-Language');
  res.status(status).json({ success: false, ...local });
}

export const apiNotFound: RequestHandler = (req, res) => {
  answer(req, res, 404, fill(API_ERRORS.apiRouteNotFound, { method: req.method, path: req.path }));
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

/** Field name → zod's kind of problem: how a field with zod's own message is logged. */
function zodKinds(error: z.ZodError): Record<string, string> {
  const kinds: Record<string, string> = {};
  for (const issue of error.issues) kinds[issue.path.join('.') || '_'] ??= `zod:${issue.code}`;
  return kinds;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  const lang = requestLanguage(req.headers);
  if (err instanceof AppError) {
    if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter));
    const { extra, ...local } = localizeAppError(lang, err, req.log);
    res.vary('Accept-Language');
    res.status(err.status).json({ success: false, ...local, ...extra });
    return;
  }
  if (err instanceof z.ZodError) {
    const fields = localizeDetails(lang, zodDetails(err), req.log, zodKinds(err));
    const first = err.issues[0];
    const field = first ? first.path.join('.') || '_' : undefined;
    res.vary('Accept-Language');
    res.status(400).json({
      success: false,
      code: (field && fields.fieldCodes[field]) ?? 'BAD_REQUEST',
      error: (field && fields.details[field]) ?? 'Invalid input',
      ...fields,
    });
    return;
  }
  if (err instanceof MulterError) {
    const tooLarge = err.code === 'LIMIT_FILE_SIZE';
    const tooMany = err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE';
    const status = tooLarge || tooMany ? 413 : 400;
    const message = tooLarge
      ? VALIDATION.imageSize
      : tooMany
        ? VALIDATION.imageCount
        : API_ERRORS.uploadInvalid;
    answer(req, res, status, message);
    return;
  }
  const httpish = (typeof err === 'object' && err !== null ? err : {}) as HttpishError;
  const status = httpish.status ?? httpish.statusCode;
  // body-parser errors: malformed JSON, body too large, bad encoding.
  if (status && status >= 400 && status < 500) {
    const message =
      httpish.type === 'entity.parse.failed'
        ? API_ERRORS.requestJsonMalformed
        : httpish.type === 'entity.too.large'
          ? API_ERRORS.requestBodyTooLarge
          : API_ERRORS.badRequest;
    answer(req, res, status, message);
    return;
  }
  if (isConnectionLoss(err)) {
    // The database went away (restart, failover): the client may retry shortly; nothing crashed.
    req.log?.warn({ err: errorSummary(err) }, 'database unavailable');
    res.set('Retry-After', '5');
    answer(req, res, 503, MESSAGES.serviceUnavailable);
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  answer(req, res, 500, MESSAGES.genericError);
};
