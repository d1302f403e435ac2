import { MESSAGES, SESSION_MESSAGES, VALIDATION } from '@roomsetu/shared';
import type { ParseKeys } from 'i18next';

type SharedKey = ParseKeys<['validation', 'messages', 'session']>;
/** A `t` that reads (at least) these three namespaces. */
type SharedT = (key: SharedKey, options: { defaultValue: string }) => string;

/**
 * The shared texts the web receives in English (a shared schema's message through
 * react-hook-form, MESSAGES.x kept in state) by their text: their keys in the catalogs.
 */
const KEYS = new Map<string, SharedKey>([
  ...Object.entries(MESSAGES).map(([key, text]): [string, SharedKey] => [
    text,
    `messages:${key}` as SharedKey,
  ]),
  ...Object.entries(SESSION_MESSAGES).map(([key, text]): [string, SharedKey] => [
    text,
    `session:${key}` as SharedKey,
  ]),
  ...Object.entries(VALIDATION).map(([key, text]): [string, SharedKey] => [
    text,
    `validation:${key}` as SharedKey,
  ]),
]);

/**
 * A shared text in `t`'s language (`useTranslation(['validation', 'messages', 'session'])`, or
 * those namespaces among others); any other text (the server's own words) as it came.
 */
export function sharedText(t: SharedT, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key, { defaultValue: message }) : message;
}
