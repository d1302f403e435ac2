/** Property photos: adding, ordering and removing a listing's photos, and their backfills. */
export { PHOTO_BACKFILLS, queuePhotoBackfill, registerPhotoBackfill } from './photo-backfill';
export { propertyPhotoRoutes } from './routes';
