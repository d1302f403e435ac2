import { STATUS_CODES, type UiLanguage } from '@roomsetu/shared';
import type { AppError } from './errors';
import type { Logger } from './logger';
import { errorTextOf, translateError, type TextValues } from './i18n';

/** What an error answer says: its stable code and its text in the caller's language. */
export interface LocalizedError {
  code: string;
  error: string;
}

/** Texts already reported as missing from the catalogs, so each is logged once (bounded). */
const reported = new Set<string>();
const MAX_REPORTED = 500;

/**
 * The code and the text in `lang` of an English error text (a catalog text, filled with `values`
 * when it has placeholders). A text the catalogs lack keeps its English and gets its status's
 * generic code; it is logged once, by its template, which never holds what a person typed.
 */
export function localizeError(
  lang: UiLanguage,
  status: number,
  template: string,
  english: string,
  values: TextValues | undefined,
  logger: Pick<Logger, 'warn'> | undefined,
): LocalizedError {
  const known = errorTextOf(template);
  if (known) {
    const { found } = known;
    return { code: found.code, error: translateError(lang, found, values ?? known.values) };
  }
  return untranslated(status, template, english, logger);
}

function untranslated(
  status: number,
  template: string,
  english: string,
  logger: Pick<Logger, 'warn'> | undefined,
): LocalizedError {
  if (!reported.has(template) && reported.size < MAX_REPORTED) {
    reported.add(template);
    logger?.warn({ status, text: template }, 'error text without a catalog entry');
  }
  return { code: STATUS_CODES[status] ?? STATUS_CODES[status >= 500 ? 500 : 400]!, error: english };
}

/**
 * Field name → text and field name → code, for the fields of a 400. `logAs` names a field's text
 * in the log when the text itself may hold what was sent (zod's own messages quote keys).
 */
export function localizeDetails(
  lang: UiLanguage,
  details: Record<string, string>,
  logger: Pick<Logger, 'warn'> | undefined,
  logAs: Record<string, string> = {},
): { details: Record<string, string>; fieldCodes: Record<string, string> } {
  const texts: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  for (const [field, text] of Object.entries(details)) {
    const known = errorTextOf(text);
    const local = known
      ? { code: known.found.code, error: translateError(lang, known.found, known.values) }
      : untranslated(400, logAs[field] ?? text, text, logger);
    texts[field] = local.error;
    fieldCodes[field] = local.code;
  }
  return { details: texts, fieldCodes };
}

/** An AppError as the envelope carries it, in `lang`. */
export function localizeAppError(
  lang: UiLanguage,
  err: AppError,
  logger: Pick<Logger, 'warn'> | undefined,
): LocalizedError & {
  details?: Record<string, string>;
  fieldCodes?: Record<string, string>;
  extra?: Readonly<Record<string, unknown>>;
} {
  const local = localizeError(lang, err.status, err.template, err.message, err.values, logger);
  const fields = err.details ? localizeDetails(lang, err.details, logger) : undefined;
  return { ...local, ...fields, extra: localizeExtra(err, local.error) };
}

/** A suspension repeats the error's text for the tab to show: in the same language. */
function localizeExtra(err: AppError, text: string): Readonly<Record<string, unknown>> | undefined {
  const suspension = err.extra?.suspension;
  if (typeof suspension !== 'object' || suspension === null) return err.extra;
  if ((suspension as { message?: unknown }).message !== err.message) return err.extra;
  return { ...err.extra, suspension: { ...suspension, message: text } };
}
