import { MESSAGES } from '@roomsetu/shared';
import { ApiError } from '@/lib/api-client';

const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An answer that came back 2xx but with `success: false`. */
const isUnsuccessfulAnswer = (error: ApiError) => error.status >= 200 && error.status < 300;

/** The server's text for an error answer, else `fallback` (network failure, odd answer, bug). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.message) return error.message;
  return fallback;
}

/** Spec §8 'Login'. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.unexpectedError;
  if (isUnsuccessfulAnswer(error)) return MESSAGES.loginFailed;
  return error.message || MESSAGES.loginError;
}

/** Spec §8 'Verify email', by status. */
export function verifyErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.unexpectedError;
  if (isUnsuccessfulAnswer(error)) return MESSAGES.verifyFailed;
  switch (error.status) {
    case 400:
      return MESSAGES.verifyInvalid;
    case 410:
      return MESSAGES.verifyExpired;
    case 404:
      return MESSAGES.verifyNotFound;
    case 500:
      return MESSAGES.serverError;
    default:
      return error.message || MESSAGES.unexpectedError;
  }
}

/** Spec §8 'Sign-up': the server's text when it says what is wrong, else the generic failure. */
export function signUpErrorMessage(error: unknown): string {
  if (isApiError(error) && [400, 409, 429].includes(error.status) && error.message) {
    return error.message;
  }
  return MESSAGES.signupFailed;
}

/** The duplicate check: the server's text (409 'User with same email already exists.'). */
export function duplicateCheckMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 0 ? MESSAGES.networkError : error.message;
  return MESSAGES.unexpectedError;
}

/** Which step-1 field a 409 from the duplicate check is about. */
export function duplicateField(message: string): 'email' | 'phone' {
  return message === MESSAGES.duplicatePhone ? 'phone' : 'email';
}

export function errorDetails(error: unknown): Record<string, string> {
  return isApiError(error) && error.status === 400 && error.details ? error.details : {};
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
