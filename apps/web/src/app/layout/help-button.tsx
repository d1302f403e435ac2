import { MessageCircleQuestionMark } from 'lucide-react';
import { PRODUCT_NAME } from '@roomsetu/shared';
import { env } from '@/config/env';

export const HELP_GREETING = `Hello ${PRODUCT_NAME} team, I need some help.`;

export function helpChatUrl(number: string = env.helpWhatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(HELP_GREETING)}`;
}

/**
 * Help: opens a WhatsApp chat to support with a greeting already typed. It sits in the header,
 * which is always on screen, rather than floating: a floating button covered card buttons on the
 * listings and the message box on phones. Its icon is WhatsApp's dark green, 7.7:1 on white (the
 * lighter teal was 4.1:1).
 */
export function HelpButton({ className = '' }: { className?: string }) {
  return (
    <a
      href={helpChatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Need help? Chat with us on WhatsApp (opens in a new tab)"
      title="Help on WhatsApp"
      className={`inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-[#075E54] md:h-10 md:min-w-10 ${className}`}
    >
      <MessageCircleQuestionMark aria-hidden="true" className="size-5 text-[#075E54]" />
      <span aria-hidden="true" className="hidden xl:inline">
        Help
      </span>
    </a>
  );
}
