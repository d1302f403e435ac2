import { formatDayMonth } from './time';
import type { Verifications } from './schemas/verification';

/** What each badge promises, for its title. */
export const VERIFICATION_BADGE_TITLES: Readonly<Record<keyof Verifications, string>> = {
  email: 'E-mail verified: the owner of this account entered a code we mailed to them.',
  phone: 'Phone verified: the owner of this account entered a code we sent by SMS.',
  id: 'ID verified: our team checked an identity document against this account.',
};

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** SMS codes a user may ask for in an hour. */
export const PHONE_CODES_PER_HOUR = 3;

export const ID_DOCUMENT_TYPES = [
  'AADHAAR',
  'PAN',
  'PASSPORT',
  'DRIVING_LICENCE',
  'VOTER_ID',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const ID_DOCUMENT_LABELS: Readonly<Record<IdDocumentType, string>> = {
  AADHAAR: 'Aadhaar',
  PAN: 'PAN card',
  PASSPORT: 'Passport',
  DRIVING_LICENCE: 'Driving licence',
  VOTER_ID: 'Voter ID',
};

export const ID_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type IdStatus = (typeof ID_STATUSES)[number];
export const ID_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type IdRequestStatus = (typeof ID_REQUEST_STATUSES)[number];

/** Images per identity document: the front, and the back when it has one. */
export const ID_MAX_IMAGES = 2;
/** Identity documents are deleted this many days after the admin's decision. */
export const ID_DOCUMENT_RETENTION_DAYS = 30;

/** What an admin checked before marking a listing Verified: all three must be true. */
export const LISTING_CHECKLIST_ITEMS = [
  'photosLookReal',
  'addressPlausible',
  'ownerReachable',
] as const;
export type ListingChecklistItem = (typeof LISTING_CHECKLIST_ITEMS)[number];
export const LISTING_CHECKLIST_LABELS: Readonly<Record<ListingChecklistItem, string>> = {
  photosLookReal: 'The photos look real (not stock, not copied from another listing)',
  addressPlausible: 'The address is plausible for the rent and the photos',
  ownerReachable: 'The owner answered on their verified phone',
};
export type ListingChecklist = Record<ListingChecklistItem, boolean>;

/** "Verified by RoomSetu on 12 Nov" (India's day). */
export function listingVerifiedLabel(verifiedAt: string | Date): string {
  return `Verified by RoomSetu on ${formatDayMonth(verifiedAt)}`;
}
