import {
  COMPATIBILITY_FACTORS,
  COMPATIBILITY_TEXT,
  type CompatibilityFactor,
} from '@roomsetu/shared';
import type { ParseKeys, TFunction } from 'i18next';
import { DASH } from '@/lib/profile-fields';
import { sharedText } from '@/lib/shared-text';

type T = TFunction<'roommates'>;

const TIERS = ['good', 'close', 'fair', 'poor', 'missing'] as const;

/**
 * A factor's reason as the API words it (COMPATIBILITY_TEXT, English), in the reader's language:
 * the catalog holds the same texts under `compatibility.<factor>.<tier>`.
 */
export function reasonText(t: T, factor: CompatibilityFactor, reason: string): string {
  const words: Readonly<Partial<Record<(typeof TIERS)[number], string>>> =
    COMPATIBILITY_TEXT[factor];
  const tier = TIERS.find((key) => words[key] === reason);
  return tier ? t(`compatibility.${factor}.${tier}` as ParseKeys<'roommates'>) : reason;
}

/** A card's match reason (English, from the API) in the reader's language, whichever factor it is. */
export function matchReasonText(t: T, reason: string): string {
  const factor = COMPATIBILITY_FACTORS.find((f) =>
    Object.values(COMPATIBILITY_TEXT[f]).includes(reason),
  );
  return factor ? reasonText(t, factor, reason) : reason;
}

export function yesNoText(t: T, value: boolean | null | undefined): string {
  return value === true ? t('profile.yes') : value === false ? t('profile.no') : DASH;
}

/** The inquiry schema's own texts (not in VALIDATION), by their key here. */
const FORM_KEYS: Readonly<Record<string, ParseKeys<'roommates'>>> = {
  'Please select an inquiry type': 'inquiry.typeRequired',
  'Full name is required': 'inquiry.fullNameRequired',
};

/** A form error (English, from the shared schema) in the reader's language. */
export function errorText(
  t: TFunction<['roommates', 'validation', 'messages', 'session']>,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const own = FORM_KEYS[message];
  if (own) return t(own);
  return sharedText(t, message);
}
