import {
  idParam,
  photoAltInput,
  photoIdParam,
  photoOrderInput,
  photoPrimaryInput,
  propertyPhoto,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { photoUpload, uploadedFiles } from '../../middleware/upload';
import {
  deletePhoto,
  describePhoto,
  listPhotos,
  reorderPhotos,
  setPrimary,
  uploadPhotos,
} from './service';

export function propertyPhotoRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/property-photos/:id/photos',
    summary: "The photos of one of the caller's listings",
    tag: 'property photos',
    auth: 'user',
    access: 'owner',
    params: idParam,
    errors: [403],
    response: z.array(propertyPhoto),
    handler: async ({ params, user }) => ({ data: await listPhotos(ctx, user, params.id) }),
  });
  table.add({
    method: 'post',
    path: '/property-photos/:id/photos/upload',
    summary:
      "Add photos (multipart field photos; PNG/JPG, 10 MB each, 10 per listing in all); a photo matching another owner's holds the listing for review, as the message says",
    tag: 'property photos',
    auth: 'user',
    access: 'owner',
    params: idParam,
    contentType: 'multipart/form-data',
    before: [photoUpload],
    errors: [403],
    successStatus: 201,
    response: z.array(propertyPhoto),
    handler: async ({ req, params, user }) => {
      const { photos, message } = await uploadPhotos(ctx, user, params.id, uploadedFiles(req));
      return { status: 201, data: photos, message };
    },
  });
  table.add({
    method: 'post',
    path: '/property-photos/:id/photos',
    summary: 'Choose the primary photo (exactly one)',
    tag: 'property photos',
    auth: 'user',
    access: 'owner',
    params: idParam,
    body: photoPrimaryInput,
    errors: [403],
    response: z.array(propertyPhoto),
    handler: async ({ params, body, user }) => ({
      data: await setPrimary(ctx, user, params.id, body),
    }),
  });
  table.add({
    method: 'put',
    path: '/property-photos/:id/photos/order',
    summary:
      'Order the photos: every photo of the listing once; the first is the cover and primary',
    tag: 'property photos',
    auth: 'user',
    access: 'owner',
    params: idParam,
    body: photoOrderInput,
    errors: [403],
    response: z.array(propertyPhoto),
    handler: async ({ params, body, user }) => ({
      data: await reorderPhotos(ctx, user, params.id, body),
    }),
  });
  table.add({
    method: 'patch',
    path: '/property-photos/photos/:photoId',
    summary: 'Say what a photo shows (its text for screen readers), from the choice list',
    tag: 'property photos',
    auth: 'user',
    access: 'owner',
    params: photoIdParam,
    body: photoAltInput,
    errors: [403],
    response: z.array(propertyPhoto),
    handler: async ({ params, body, user }) => ({
      data: await describePhoto(ctx, user, params.photoId, body),
    }),
  });
  table.add({
    method: 'delete',
    path: '/property-photos/photos/:photoId',
    summary: 'Delete a photo of one of your listings',
    tag: 'property photos',
    auth: 'user',
    access: 'owner',
    params: photoIdParam,
    errors: [403],
    response: z.array(propertyPhoto),
    handler: async ({ params, user }) => ({ data: await deletePhoto(ctx, user, params.photoId) }),
  });
}
