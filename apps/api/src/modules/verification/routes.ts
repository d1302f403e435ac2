import {
  adminVerificationQuery,
  adminVerificationRow,
  entityId,
  ID_MAX_IMAGES,
  ID_REQUEST_STATUSES,
  idParam,
  idRejectInput,
  idVerificationInput,
  idVerificationState,
  listingVerification,
  listingVerifyInput,
  phoneCodeInput,
  phoneCodeSent,
  phoneVerified,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { accountKey, limit } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import { imageUpload, uploadedFiles } from '../../middleware/upload';
import * as admin from './admin-service';
import { ID_MESSAGES, idStateOf, submitIdDocument } from './id-service';
import { unverifyListing, verifyListing } from './listing-service';
import { confirmPhone, startPhoneVerification } from './phone-service';

const decided = z.object({ id: entityId, status: z.enum(ID_REQUEST_STATUSES) });
const documentParams = idParam.extend({
  n: z.coerce.number().int().min(1).max(ID_MAX_IMAGES, `Images are numbered 1 to ${ID_MAX_IMAGES}`),
});

/** The verification ladder: phone codes, identity documents and the admins' decisions on them. */
export function verificationRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'post',
    path: '/verification/phone/start',
    summary: "Send a 6-digit code by SMS to the signed-in user's phone (3 an hour)",
    tag: 'verification',
    auth: 'user',
    access: 'user',
    // Refused requests (already verified, no gateway) do not use up the hour's codes.
    before: [limit(ctx, 'phoneCodesPerAccount', accountKey, { successesOnly: true })],
    errors: [404, 409, 503],
    response: phoneCodeSent,
    handler: async ({ user }) => ({
      data: await startPhoneVerification(ctx, user.id),
      message: 'We sent a code to your phone.',
    }),
  });

  table.add({
    method: 'post',
    path: '/verification/phone/confirm',
    summary: 'Enter the SMS code: the phone badge (5 tries per code, 10 minutes)',
    tag: 'verification',
    auth: 'user',
    access: 'user',
    body: phoneCodeInput,
    errors: [404, 409, 410],
    response: phoneVerified,
    handler: async ({ user, body }) => {
      await confirmPhone(ctx, user.id, body.code);
      return { data: { phone: true as const }, message: 'Your phone number is verified.' };
    },
  });

  table.add({
    method: 'post',
    path: '/verification/id',
    summary: 'Send an identity document (1 or 2 images and its last 4 characters) for review',
    tag: 'verification',
    auth: 'user',
    access: 'user',
    contentType: 'multipart/form-data',
    before: [imageUpload('images', ID_MAX_IMAGES, ID_MESSAGES.images)],
    body: idVerificationInput,
    successStatus: 201,
    errors: [409, 413, 415],
    response: idVerificationState,
    handler: async ({ req, user, body }) => ({
      data: await submitIdDocument(ctx, user.id, body, uploadedFiles(req)),
      message: 'Thank you. Our team will check your document, usually within a day.',
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/verification/id',
    summary: "The signed-in user's ID verification status",
    tag: 'verification',
    auth: 'user',
    access: 'user',
    response: idVerificationState,
    handler: async ({ user }) => ({ data: await idStateOf(ctx.database.db, user.id) }),
  });

  table.add({
    method: 'get',
    path: '/admin/verifications',
    summary: 'ID verification requests by status (PENDING by default), oldest first',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminVerificationQuery,
    paginated: true,
    response: z.array(adminVerificationRow),
    handler: ({ query }) => admin.listRequests(ctx, query),
  });

  table.add({
    method: 'get',
    path: '/admin/verifications/:id/document/:n',
    summary: 'Image n (1 or 2) of an identity document; never cached',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: documentParams,
    errors: [404],
    produces: 'image/webp',
    response: z.string(),
    handler: async ({ params, res, user }) => {
      await admin.streamDocument(ctx, user.id, params.id, params.n, res);
      return undefined;
    },
  });

  table.add({
    method: 'post',
    path: '/admin/verifications/:id/approve',
    summary: "Approve an ID request: the user's ID badge; the user is notified",
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: idParam,
    errors: [404, 409],
    response: decided,
    handler: async ({ user, params }) => ({
      data: await admin.approveRequest(ctx, user.id, params.id),
    }),
  });

  table.add({
    method: 'post',
    path: '/admin/verifications/:id/reject',
    summary: 'Reject an ID request with the reason the user reads',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: idParam,
    body: idRejectInput,
    errors: [404, 409],
    response: decided,
    handler: async ({ user, params, body }) => ({
      data: await admin.rejectRequest(ctx, user.id, params.id, body.reason),
    }),
  });

  table.add({
    method: 'post',
    path: '/admin/listings/:id/verify',
    summary: 'Mark a listing Verified by RoomSetu (owner phone-verified; all three checks)',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: idParam,
    body: listingVerifyInput,
    errors: [404, 409],
    response: listingVerification,
    handler: async ({ user, params, body }) => ({
      data: await verifyListing(ctx, user.id, params.id, body),
    }),
  });

  table.add({
    method: 'delete',
    path: '/admin/listings/:id/verify',
    summary: 'Take the Verified badge off a listing',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: idParam,
    errors: [404],
    response: listingVerification,
    handler: async ({ user, params }) => ({
      data: await unverifyListing(ctx, user.id, params.id),
    }),
  });
}
