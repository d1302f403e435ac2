export type ErrorDetails = Record<string, string>;

/** The one error type handlers throw; the error middleware turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ErrorDetails,
    /** Seconds until the client may try again; sent as Retry-After. */
    readonly retryAfter?: number,
    /** Further fields of the error envelope (e.g. `suspension`). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError(400, message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const gone = (message: string) => new AppError(410, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const tooManyRequests = (
  message = 'Too many requests. Please try again later.',
  retryAfterSeconds = 60,
) => new AppError(429, message, undefined, retryAfterSeconds);
