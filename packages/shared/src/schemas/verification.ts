import { z } from 'zod';
import { entityId, isoDateTime } from '../api/envelope';
import {
  ID_DOCUMENT_TYPES,
  ID_MAX_IMAGES,
  ID_REQUEST_STATUSES,
  ID_STATUSES,
  PHONE_CODE_LENGTH,
} from '../verification';

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

const checked = z.literal(true, { error: 'Every item of the checklist must be checked' });
export const listingVerifyInput = z.object({
  photosLookReal: checked,
  addressPlausible: checked,
  ownerReachable: checked,
});
export type ListingVerifyInput = z.infer<typeof listingVerifyInput>;
export const listingVerification = z.object({
  id: entityId,
  verified: z.boolean(),
  verifiedAt: isoDateTime.nullable(),
});

/** POST /api/messages/conversations/{id}/share-phone. */
export const phoneShared = z.object({ conversationId: entityId, sharedAt: isoDateTime });
