import { z } from 'zod';
import { entityId, isoDateTime } from './api/envelope';

/**
 * The verification ladder: each rung is a separate badge that says what was checked. E-mail: a
 * code mailed to the address was entered. Phone: a code sent by SMS was entered. ID: an admin
 * compared an identity document with the account.
 */
export const verificationsSchema = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  id: z.boolean(),
});
export type Verifications = z.infer<typeof verificationsSchema>;

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

/** POST /api/verification/phone/confirm. */
export const phoneCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), `Enter the ${PHONE_CODE_LENGTH}-digit code`),
});
export type PhoneCodeInput = z.infer<typeof phoneCodeInput>;

/** POST /api/verification/phone/start: where the code went (masked) and until when it works. */
export const phoneCodeSent = z.object({
  /** The number with all but its last 2 digits masked. */
  sentTo: z.string(),
  expiresAt: isoDateTime,
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSent>;

export const phoneVerified = z.object({ phone: z.literal(true) });

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

/** The text fields of POST /api/verification/id (multipart, with 1 or 2 `images`). */
export const idVerificationInput = z.object({
  documentType: z.enum(ID_DOCUMENT_TYPES, { error: 'Choose the type of document' }),
  last4: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, 'Enter exactly the last 4 characters of the document number'),
});
export type IdVerificationInput = z.infer<typeof idVerificationInput>;

/** The user's own view of their ID request. */
export const idVerificationState = z.object({
  idStatus: z.enum(ID_STATUSES),
  idRejectionReason: z.string().nullable(),
});
export type IdVerificationState = z.infer<typeof idVerificationState>;

/** GET /api/admin/verifications?status=: one request in the queue. */
export const adminVerificationQuery = z.object({
  status: z.enum(ID_REQUEST_STATUSES).default('PENDING'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminVerificationQuery = z.infer<typeof adminVerificationQuery>;

export const adminVerificationRow = z.object({
  id: entityId,
  status: z.enum(ID_REQUEST_STATUSES),
  documentType: z.enum(ID_DOCUMENT_TYPES),
  last4: z.string(),
  /** How many images can be read at /document/1 and /document/2 (0 once deleted). */
  imageCount: z.number().int().min(0).max(ID_MAX_IMAGES),
  rejectionReason: z.string().nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  user: z.object({
    id: entityId,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: isoDateTime,
    verifications: verificationsSchema,
  }),
});
export type AdminVerificationRow = z.infer<typeof adminVerificationRow>;

/** POST /api/admin/verifications/{id}/reject. */
export const idRejectInput = z.object({
  reason: z.string().trim().min(3, 'Say why, so the user can send a better picture').max(500),
});
export type IdRejectInput = z.infer<typeof idRejectInput>;

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
const checked = z.literal(true, { error: 'Every item of the checklist must be checked' });
export const listingVerifyInput = z.object({
  photosLookReal: checked,
  addressPlausible: checked,
  ownerReachable: checked,
});
export type ListingVerifyInput = z.infer<typeof listingVerifyInput>;
export type ListingChecklist = Record<ListingChecklistItem, boolean>;

export const listingVerification = z.object({
  id: entityId,
  verified: z.boolean(),
  verifiedAt: isoDateTime.nullable(),
});

/** "Verified by RoomSetu on 12 Nov" (en-IN short date, India time). */
export function listingVerifiedLabel(verifiedAt: string | Date): string {
  const date = new Date(verifiedAt).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return `Verified by RoomSetu on ${date}`;
}

/** POST /api/messages/conversations/{id}/share-phone. */
export const phoneShared = z.object({ conversationId: entityId, sharedAt: isoDateTime });
