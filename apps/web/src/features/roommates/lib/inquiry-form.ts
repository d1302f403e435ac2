import {
  type roommateInquiryForm,
  type InquiryType,
  type RoommateInquiryValues,
} from '@roomsetu/shared';
import type { TFunction } from 'i18next';
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

/**
 * The chat message: what they wrote, then the form's details so the receiver sees them all,
 * labelled in the sender's language (the language they wrote the message in).
 */
export function composeInquiryText(
  values: z.output<typeof roommateInquiryForm>,
  t: TFunction<['roommates', 'enums']>,
): string {
  const type: InquiryType = values.inquiryType;
  const details = [
    t('inquiry.detailType', { value: t(`enums:inquiryType.${type}`) }),
    t('inquiry.detailFullName', { value: values.fullName }),
    values.phone && t('inquiry.detailPhone', { value: values.phone }),
    t('inquiry.detailEmail', { value: values.email }),
    values.occupation && t('inquiry.detailOccupation', { value: values.occupation }),
    values.moveInDate && t('inquiry.detailMoveIn', { value: formatDate(values.moveInDate) }),
  ].filter(Boolean);
  return `${values.message}\n\n${t('inquiry.detailsHeading')}\n${details.join('\n')}`;
}
