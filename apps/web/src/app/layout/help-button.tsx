import { MessageCircleQuestionMark } from 'lucide-react';
import { PRODUCT_NAME } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { i18n } from '@/lib/i18n';

/** The chat opens with `greeting` already typed (by default, in the reader's language). */
export function helpChatUrl(
  number: string = env.helpWhatsappNumber,
  greeting: string = i18n.t('common:help.greeting', { product: PRODUCT_NAME }),
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/**
 * Help: opens a WhatsApp chat to support with a greeting already typed. It sits in the header,
 * which is always on screen, rather than floating: a floating button covered card buttons on the
 * listings and the message box on phones. Its icon is WhatsApp's dark green, 7.7:1 on white (the
 * lighter teal was 4.1:1).
 */
export function HelpButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={helpChatUrl(env.helpWhatsappNumber, t('help.greeting', { product: PRODUCT_NAME }))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('help.label')}
      title={t('help.title')}
      className={`inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-[#075E54] md:h-10 md:min-w-10 ${className}`}
    >
      <MessageCircleQuestionMark aria-hidden="true" className="size-5 text-[#075E54]" />
      <span aria-hidden="true" className="hidden xl:inline">
        {t('help.text')}
      </span>
    </a>
  );
}
