import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../constants';
import { CONTACT_TYPES } from '../enums';
import { VALIDATION } from '../messages';
import { isEmail } from './fields';
import { crossFieldCheck } from './util';

/** Absent reads as '' so the one combined message below decides, not a per-field one. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');
const optionalText = text.transform((value) => value || undefined);

const contactObject = z.object({
  firstName: text,
  lastName: optionalText,
  email: text.transform((value) => value.toLowerCase()),
  subject: optionalText,
  message: text,
  type: z.enum(CONTACT_TYPES).default('contact'),
});

/**
 * POST /api/users-public/send-message. The form shows a single message naming all required
 * fields (the report form calls the message 'Issue'); it is attached to the first missing one.
 */
export const contactInput = contactObject.check(
  crossFieldCheck<z.output<typeof contactObject>>(
    contactObject.keyof().options,
    (value, addIssue) => {
      const missing = (['firstName', 'email', 'message'] as const).find((field) => !value[field]);
      if (missing) {
        addIssue(
          missing,
          value.type === 'report' ? VALIDATION.reportRequired : VALIDATION.contactRequired,
        );
        return;
      }
      // A field that failed its own schema holds the raw input: never String() it, an object
      // may carry its own toString.
      const { email, message } = value;
      if (typeof email === 'string' && !isEmail(email)) addIssue('email', VALIDATION.emailInvalid);
      if (typeof message === 'string' && message.length > MAX_MESSAGE_LENGTH)
        addIssue('message', VALIDATION.messageTooLong);
    },
  ),
);
export type ContactInput = z.infer<typeof contactInput>;

/** The footer newsletter box ignores a blank or whitespace-only e-mail. */
export function isBlankEmail(value: string | null | undefined): boolean {
  return !value?.trim();
}
