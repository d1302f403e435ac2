import { MessageCircle } from 'lucide-react';
import { PRODUCT_NAME } from '@roomsetu/shared';
import { env } from '@/config/env';

export const HELP_GREETING = `Hello ${PRODUCT_NAME} team, I need some help.`;

export function helpChatUrl(number: string = env.helpWhatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(HELP_GREETING)}`;
}

/** Floating help: opens a WhatsApp chat to support with a greeting already typed. */
export function HelpButton() {
  return (
    <a
      href={helpChatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Need help? Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-[#128C7E] p-3.5 text-white shadow-lg hover:bg-[#075E54] sm:right-6 sm:bottom-6 sm:px-5"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span aria-hidden="true" className="hidden text-sm font-semibold sm:inline">
        Help
      </span>
    </a>
  );
}
