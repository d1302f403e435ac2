import { codeOfKey, type MESSAGES, type SESSION_MESSAGES } from '@roomsetu/shared';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

// Each helper answers the text to show, in the reader's language: the server's own text (it
// answers in that language) or one of MESSAGES from the `messages` namespace.

const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An answer that came back 2xx but with `success: false`. */
const isUnsuccessfulAnswer = (error: ApiError) => error.status >= 200 && error.status < 300;

type MessageKey = Exclude<keyof typeof MESSAGES, keyof typeof SESSION_MESSAGES>;

/** MESSAGES[key] in the reader's language. */
const message = (key: MessageKey) => i18n.t(`messages:${key}`);

/** Whether the API answered with MESSAGES[key]: by its code, whatever language its text is in. */
const answered = (error: ApiError, key: 'emailNotVerified' | 'duplicatePhone') =>
  error.code === codeOfKey(key);

/** The server's text for an error answer, else `fallback` (network failure, odd answer, bug). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.message) return error.message;
  return fallback;
}

/** Spec §8 'Login'. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return message('unexpectedError');
  if (isUnsuccessfulAnswer(error)) return message('loginFailed');
  return error.message || message('loginError');
}

/** A 403 from login saying the e-mail is not verified yet (a suspension's 403 says why instead). */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && answered(error, 'emailNotVerified');
}

/** Spec §8 'Verify email', by status. */
export function verifyErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return message('unexpectedError');
  if (isUnsuccessfulAnswer(error)) return message('verifyFailed');
  switch (error.status) {
    case 400:
      return message('verifyInvalid');
    case 410:
      return message('verifyExpired');
    case 404:
      return message('verifyNotFound');
    case 500:
      return message('serverError');
    default:
      return error.message || message('unexpectedError');
  }
}

/** Spec §8 'Sign-up': the server's text when it says what is wrong, else the generic failure. */
export function signUpErrorMessage(error: unknown): string {
  if (isApiError(error) && [400, 409, 429].includes(error.status) && error.message) {
    return error.message;
  }
  return message('signupFailed');
}

/** The duplicate check: the server's text (409 'User with same email already exists.'). */
export function duplicateCheckMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 0 ? message('networkError') : error.message;
  return message('unexpectedError');
}

/** Which step-1 field a 409 from the duplicate check is about. */
export function duplicateField(error: unknown): 'email' | 'phone' {
  return isApiError(error) && answered(error, 'duplicatePhone') ? 'phone' : 'email';
}

export function errorDetails(error: unknown): Record<string, string> {
  return isApiError(error) && error.status === 400 && error.details ? error.details : {};
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
