import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedText } from '@/lib/shared-text';

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
      const exclusion = EXCLUSION.exec(message);
      if (exclusion) return t('listing:errors.exclusion', { phrase: exclusion[1] });
      return sharedText(t, message);
    },
    [t],
  );
}
