import { env } from '@/config/env';

/**
 * A WhatsApp chat to the support number with `greeting` already typed (the Help Center's, in
 * the reader's language: info:help.support.greeting).
 */
export function supportChatUrl(greeting: string, number: string = env.helpWhatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
