import {
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  MAX_MESSAGE_LENGTH,
  VALIDATION,
  type InquiryType,
} from '@roomsetu/shared';
import { z } from 'zod';
import { formatDate } from '@roomsetu/shared';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Room for the details block under the message, within the server's limit. */
export const MAX_INQUIRY_MESSAGE = MAX_MESSAGE_LENGTH - 600;

/** The roommate page's inquiry form (spec §2). */
export const roommateInquiryForm = z.object({
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Please select an inquiry type' }),
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{10}$/.test(v), VALIDATION.phoneInvalid),
  email: z.string().trim().min(1, VALIDATION.emailRequired).pipe(z.email(VALIDATION.emailInvalid)),
  occupation: z.string().trim().max(120),
  moveInDate: z.string().refine((v) => v === '' || ISO_DATE.test(v), VALIDATION.dateInvalid),
  message: z
    .string()
    .trim()
    .min(1, VALIDATION.inquiryMessageRequired)
    .max(MAX_INQUIRY_MESSAGE, VALIDATION.messageTooLong),
  terms: z.boolean().refine((v) => v, VALIDATION.termsRequired),
});
export type RoommateInquiryValues = z.input<typeof roommateInquiryForm>;

export function emptyInquiry(user?: { name: string; email: string } | null): RoommateInquiryValues {
  return {
    inquiryType: 'LOOKING_FOR_ROOMMATE',
    fullName: user?.name ?? '',
    phone: '',
    email: user?.email ?? '',
    occupation: '',
    moveInDate: '',
    message: '',
    terms: false,
  };
}

/** The chat message: what they wrote, then the form's details so the receiver sees them all. */
export function composeInquiryText(values: z.output<typeof roommateInquiryForm>): string {
  const type: InquiryType = values.inquiryType;
  const details = [
    `Inquiry type: ${INQUIRY_TYPE_LABELS[type]}`,
    `Full name: ${values.fullName}`,
    values.phone && `Phone: ${values.phone}`,
    `Email: ${values.email}`,
    values.occupation && `Occupation: ${values.occupation}`,
    values.moveInDate && `Preferred move-in date: ${formatDate(values.moveInDate)}`,
  ].filter(Boolean);
  return `${values.message}\n\n— Inquiry details —\n${details.join('\n')}`;
}
