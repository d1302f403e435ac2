import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLinkClass } from './auth-frame';

/** A link that opens in a new tab and says so to screen readers (a `<Trans>` fills `children`). */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <a href={href} target="_blank" rel="noopener" className={textLinkClass}>
      {children}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
