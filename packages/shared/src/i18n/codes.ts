/**
 * API errors carry a stable `code` beside their text. The texts live in the catalogs under these
 * namespaces, and an error's code is its key written in capitals (`authInvalidCredentials` is
 * AUTH_INVALID_CREDENTIALS), so a client finds the text for a code in its own language, and the
 * code never changes with the language of the text.
 */
export const ERROR_NAMESPACES = ['errors', 'messages', 'validation', 'session'] as const;
export type ErrorNamespace = (typeof ERROR_NAMESPACES)[number];

/** The error code of a catalog key: radiusKmInvalid → RADIUS_KM_INVALID. */
export function codeOfKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** The catalog key of an error code: RADIUS_KM_INVALID → radiusKmInvalid. */
export function keyOfCode(code: string): string {
  return code.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Codes that are not a catalog text: the status alone says what went wrong. */
export const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
