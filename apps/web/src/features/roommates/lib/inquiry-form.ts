import {
  INQUIRY_TYPE_LABELS,
  type roommateInquiryForm,
  type InquiryType,
  type RoommateInquiryValues,
} from '@roomsetu/shared';
import type { z } from 'zod';
import { formatDate } from '@roomsetu/shared';

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
