import {
  addressUpdated,
  createPropertyInput,
  createPropertyResponse,
  deleted,
  ownListingCard,
  idParam,
  listingConfirmedResult,
  listingInquiry,
  listingStats,
  listingStatusInput,
  listingStatusResult,
  updateAddressInput,
  updatePropertyInput,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { accountKey, limit } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import { photoUpload, uploadedFiles } from '../../middleware/upload';
import { listingInquiries, listingStats as statsOf } from './insights';
import {
  changeListingStatus,
  confirmListing,
  createProperty,
  listOwn,
  softDelete,
  updateAddress,
  updateProperty,
} from './write-service';

export function propertyWriteRoutes(table: RouteTable, ctx: AppContext): void {
  // Only changes that go through count, per listing and caller: a stranger's attempts, held
  // while they run, never spend the owner's count.
  const listingChanges = limit(
    ctx,
    'listingChangesPerListing',
    (req) => `listing:${String(req.params.id)}|${accountKey(req)}`,
    { successesOnly: true },
  );
  table.add({
    method: 'post',
    path: '/properties',
    summary: 'List a property (multipart: fields of the listing plus photos)',
    tag: 'properties',
    auth: 'user',
    access: 'user',
    contentType: 'multipart/form-data',
    // Counted before the photos are read; a listing that is refused (400, 413) does not count.
    before: [limit(ctx, 'listingsPerAccount', accountKey, { successesOnly: true }), photoUpload],
    body: createPropertyInput,
    successStatus: 201,
    response: createPropertyResponse,
    handler: async ({ req, body, user }) => {
      const { id, reviewReason, message } = await createProperty(
        ctx,
        user,
        body,
        uploadedFiles(req),
      );
      return { status: 201, data: { id, reviewReason }, message };
    },
  });
  table.add({
    method: 'put',
    path: '/properties/address/:id',
    summary: "Change a listing's address (geocoded again)",
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    before: [listingChanges],
    params: idParam,
    body: updateAddressInput,
    errors: [403],
    response: addressUpdated,
    handler: async ({ params, body, user }) => ({
      data: await updateAddress(ctx, user, params.id, body),
    }),
  });
  table.add({
    method: 'put',
    path: '/properties/:id',
    summary: "Change a listing's fields",
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    before: [listingChanges],
    params: idParam,
    body: updatePropertyInput,
    errors: [403],
    response: deleted,
    handler: async ({ params, body, user }) => {
      await updateProperty(ctx, user, params.id, body);
      return { data: { id: params.id }, message: 'Property updated successfully' };
    },
  });
  table.add({
    method: 'post',
    path: '/properties/:id/status',
    summary: 'Pause, mark let agreed or re-activate a listing (409 when the move is not allowed)',
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    before: [listingChanges],
    params: idParam,
    body: listingStatusInput,
    errors: [403, 409],
    response: listingStatusResult,
    handler: async ({ params, body, user }) => ({
      data: await changeListingStatus(ctx, user, params.id, body.status),
      message: 'Listing updated',
    }),
  });
  table.add({
    method: 'post',
    path: '/properties/:id/confirm',
    summary: 'Confirm a live listing is still available (its "confirmed N days ago" restarts)',
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    params: idParam,
    errors: [403, 409],
    response: listingConfirmedResult,
    handler: async ({ params, user }) => ({
      data: await confirmListing(ctx, user, params.id),
      message: 'Thanks, your listing shows as available',
    }),
  });
  table.add({
    method: 'get',
    path: '/properties/:id/inquiries',
    summary: 'The conversations started from one of your listings, newest first',
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    params: idParam,
    errors: [403],
    response: z.array(listingInquiry),
    handler: async ({ params, user }) => ({
      data: await listingInquiries(ctx, user, params.id),
    }),
  });
  table.add({
    method: 'get',
    path: '/properties/:id/stats',
    summary: 'Views, favourites, inquiries and reply rate of one of your listings, per day',
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    params: idParam,
    errors: [403],
    response: listingStats,
    handler: async ({ params, user }) => ({ data: await statsOf(ctx, user, params.id) }),
  });
  table.add({
    method: 'delete',
    path: '/properties/:id',
    summary: 'Delete a listing (soft delete: it leaves search and detail)',
    tag: 'properties',
    auth: 'user',
    access: 'owner',
    params: idParam,
    errors: [403],
    response: deleted,
    handler: async ({ params, user }) => {
      await softDelete(ctx, user, params.id);
      return { data: { id: params.id }, message: 'Property deleted successfully' };
    },
  });
  table.add({
    method: 'get',
    path: '/users/self-property',
    summary: "The caller's own listings, any status",
    tag: 'properties',
    auth: 'user',
    access: 'user',
    response: z.array(ownListingCard),
    handler: async ({ user }) => ({ data: await listOwn(ctx, user) }),
  });
}
