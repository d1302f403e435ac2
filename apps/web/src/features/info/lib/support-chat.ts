import { PRODUCT_NAME } from '@roomsetu/shared';
import { env } from '@/config/env';

export const SUPPORT_GREETING = `Hello ${PRODUCT_NAME} Support, I have a question the Help Center did not answer.`;

/** A WhatsApp chat to the support number with the greeting already typed. */
export function supportChatUrl(
  number: string = env.helpWhatsappNumber,
  text: string = SUPPORT_GREETING,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
