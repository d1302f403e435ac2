/**
 * The profile form's shared schema, imported on demand (lib/lazy-schema.ts) so that zod is not
 * part of what the profile page downloads to paint.
 */
export { firstErrors, profileUpdateInput } from '@roomsetu/shared';
