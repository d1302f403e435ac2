import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { MAX_IMAGE_BYTES, MAX_LISTING_IMAGES, VALIDATION } from '@roomsetu/shared';
import { badRequest } from '../lib/errors';

/**
 * Photos arrive in memory with hard limits (10 files, 10 MB each, bounded text fields), so an
 * oversized request is cut off while streaming and nothing reaches the disk before validation.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    files: MAX_LISTING_IMAGES,
    fileSize: MAX_IMAGE_BYTES,
    fields: 60,
    fieldSize: 64 * 1024,
    parts: MAX_LISTING_IMAGES + 60,
  },
}).any();

/** Accepts only the `photos` field; also accepts requests that are not multipart (JSON clients). */
export const photoUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err: unknown) => {
    // busboy's own errors (no boundary, malformed parts, multipart/mixed) are the client's.
    if (err)
      return next(err instanceof MulterError ? err : badRequest(VALIDATION.multipartInvalid));
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.some((f) => f.fieldname !== 'photos'))
      return next(badRequest('Upload photos in the "photos" field'));
    if (files.length > MAX_LISTING_IMAGES) return next(badRequest(VALIDATION.imageCount));
    next();
  });
};

export function uploadedFiles(req: Express.Request): Express.Multer.File[] {
  return (req.files as Express.Multer.File[] | undefined) ?? [];
}
