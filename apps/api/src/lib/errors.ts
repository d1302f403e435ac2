import { interpolate, type TextValues } from './i18n';

export type ErrorDetails = Record<string, string>;

/**
 * A catalog text with values in it (`This request was already {{status}}.`): the envelope writes
 * it in the caller's language with the same values.
 */
export interface FilledText {
  template: string;
  values: TextValues;
}

export type ErrorMessage = string | FilledText;

export const fill = (template: string, values: TextValues): FilledText => ({ template, values });

/** The one error type handlers throw; the error middleware turns it into the envelope. */
export class AppError extends Error {
  /** The English catalog text the message was written from: how its code and translations are found. */
  readonly template: string;
  readonly values?: TextValues;

  constructor(
    readonly status: number,
    text: ErrorMessage,
    readonly details?: ErrorDetails,
    /** Seconds until the client may try again; sent as Retry-After. */
    readonly retryAfter?: number,
    /** Further fields of the error envelope (e.g. `suspension`). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(typeof text === 'string' ? text : interpolate('en', text.template, text.values));
    this.name = 'AppError';
    this.template = typeof text === 'string' ? text : text.template;
    if (typeof text !== 'string') this.values = text.values;
  }
}

export const badRequest = (message: ErrorMessage, details?: ErrorDetails) =>
  new AppError(400, message, details);
export const unauthorized = (message: ErrorMessage = 'Authentication required') =>
  new AppError(401, message);
export const forbidden = (message: ErrorMessage = 'You do not have permission to do this') =>
  new AppError(403, message);
export const notFound = (message: ErrorMessage = 'Not found') => new AppError(404, message);
export const conflict = (message: ErrorMessage) => new AppError(409, message);
export const gone = (message: ErrorMessage) => new AppError(410, message);
export const payloadTooLarge = (message: ErrorMessage) => new AppError(413, message);
export const unsupportedMediaType = (message: ErrorMessage) => new AppError(415, message);
export const tooManyRequests = (
  message: ErrorMessage = 'Too many requests. Please try again later.',
  retryAfterSeconds = 60,
) => new AppError(429, message, undefined, retryAfterSeconds);
