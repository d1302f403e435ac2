import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { API_ERRORS, MAX_IMAGE_BYTES, MAX_LISTING_IMAGES, VALIDATION } from '@roomsetu/shared';
import { AppError, badRequest, fill } from '../lib/errors';

/**
 * Images arrive in memory with hard limits (a few files, 10 MB each, bounded text fields), so an
 * oversized request is cut off while streaming and nothing reaches the disk before validation.
 * Accepts only `field`; also accepts requests that are not multipart (JSON clients).
 */
export function imageUpload(field: string, maxFiles: number, tooMany: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      files: maxFiles,
      fileSize: MAX_IMAGE_BYTES,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: maxFiles + 60,
    },
  }).any();
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      // Too many files: this route's own limit, in its own words.
      if (err instanceof MulterError && err.code === 'LIMIT_FILE_COUNT')
        return next(new AppError(413, tooMany));
      // busboy's own errors (no boundary, malformed parts, multipart/mixed) are the client's.
      if (err)
        return next(err instanceof MulterError ? err : badRequest(VALIDATION.multipartInvalid));
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      if (files.some((f) => f.fieldname !== field))
        return next(badRequest(fill(API_ERRORS.uploadWrongField, { field })));
      if (files.length > maxFiles) return next(badRequest(tooMany));
      next();
    });
  };
}

export const photoUpload: RequestHandler = imageUpload(
  'photos',
  MAX_LISTING_IMAGES,
  VALIDATION.imageCount,
);

export function uploadedFiles(req: Express.Request): Express.Multer.File[] {
  return (req.files as Express.Multer.File[] | undefined) ?? [];
}
