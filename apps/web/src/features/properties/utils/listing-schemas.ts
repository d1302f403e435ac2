/**
 * The listing wizard's shared schemas and the mapping to the API's body, imported on demand
 * (lib/lazy-schema.ts) so that zod is not part of what /list-property downloads to paint.
 */
export {
  LISTING_STEPS,
  listingFormInput,
  listingFormToCreateInput,
  toMultipartFields,
} from '@roomsetu/shared';
