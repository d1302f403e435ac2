import { MESSAGES, SESSION_MESSAGES, VALIDATION } from '@roomsetu/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type ValidationKey = keyof typeof VALIDATION;
type SessionKey = keyof typeof SESSION_MESSAGES;
type MessageKey = Exclude<keyof typeof MESSAGES, SessionKey>;

/** The shared schemas' messages (English, as zod gives them) by text: their catalog keys. */
const VALIDATION_KEYS = new Map(
  Object.entries(VALIDATION).map(([key, text]) => [text as string, key as ValidationKey]),
);
const SESSION_KEYS = new Map(
  Object.entries(SESSION_MESSAGES).map(([key, text]) => [text as string, key as SessionKey]),
);
const MESSAGE_KEYS = new Map(
  Object.entries(MESSAGES)
    .filter(([key]) => !Object.hasOwn(SESSION_MESSAGES, key))
    .map(([key, text]) => [text as string, key as MessageKey]),
);

/** fair-housing.ts's `exclusionMessage(phrase)`, which quotes the owner's phrase back. */
const EXCLUSION =
  /^Listings cannot exclude people by religion, caste or community: remove “(.*)”\.$/s;

/**
 * A form error (a shared schema's message, in English) in the page's language: the catalog's
 * text for it, else the message as it came. `undefined` stays `undefined` (no error).
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(['listing', 'validation', 'messages', 'session']);
  return useCallback(
    (message) => {
      if (!message) return message;
      const validation = VALIDATION_KEYS.get(message);
      if (validation) return t(`validation:${validation}`, { defaultValue: message });
      const shared = MESSAGE_KEYS.get(message);
      if (shared) return t(`messages:${shared}`, { defaultValue: message });
      const session = SESSION_KEYS.get(message);
      if (session) return t(`session:${session}`, { defaultValue: message });
      const exclusion = EXCLUSION.exec(message);
      if (exclusion) return t('listing:errors.exclusion', { phrase: exclusion[1] });
      return message;
    },
    [t],
  );
}
