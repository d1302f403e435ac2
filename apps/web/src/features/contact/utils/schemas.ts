/**
 * The contact form's shared schema, imported on demand (lib/lazy-schema.ts) so that zod is not
 * part of what the contact page downloads to paint.
 */
export { contactInput } from '@roomsetu/shared';
