import { resetPasswordInput } from '@roomsetu/shared';

/**
 * The auth forms' shared schemas, imported on demand (lib/lazy-schema.ts) so that zod is not
 * part of what the sign-in and password pages download to paint.
 */
export {
  firstError,
  sendVerificationTokenInput,
  signInInput,
  verifyEmailInput,
} from '@roomsetu/shared';

/** The e-mail is known from step 1; the form asks for the code and the new password. */
export const resetForm = resetPasswordInput.omit({ email: true });
