import { EMERGENCY_NUMBERS, SUPPORT_CONTACT } from '@roomsetu/shared';

/**
 * The Safety Guidelines page's structure: which groups, cards and numbers it shows, in order.
 * Their words are the catalog's (info:safety).
 */

/** The tip groups (info:safety.tips.*). */
export const TIP_GROUPS = ['before', 'visits', 'communication', 'payment'] as const;
export type TipGroup = (typeof TIP_GROUPS)[number];

export interface VerificationCard {
  /** info:safety.verification.cards.* */
  readonly key: 'identity' | 'background' | 'property';
  readonly level: 'Standard' | 'Premium' | 'Enhanced';
  /** How long it takes (info:verificationTimes.*); none: it comes with Premium. */
  readonly time: 'standard' | 'enhanced' | null;
}

export const VERIFICATION_CARDS: readonly VerificationCard[] = [
  { key: 'identity', level: 'Standard', time: 'standard' },
  { key: 'background', level: 'Premium', time: null },
  { key: 'property', level: 'Enhanced', time: 'enhanced' },
];

export interface EmergencyContact {
  readonly number: string;
  /** info:safety.emergency.contacts.* */
  readonly key: 'emergency' | 'women' | 'cyber' | 'support';
}

const EMERGENCY_KEYS: Readonly<Record<string, EmergencyContact['key']>> = {
  '112': 'emergency',
  '1091': 'women',
  '1930': 'cyber',
};

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  ...EMERGENCY_NUMBERS.flatMap(({ number }) => {
    const key = EMERGENCY_KEYS[number];
    return key ? [{ number, key }] : [];
  }),
  { number: SUPPORT_CONTACT.phone, key: 'support' },
];

/** A number as a tel: link (spaces dropped). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
