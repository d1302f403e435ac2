import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth';
import { LanguageSwitch } from './language-switch';
import { NavLinkItem } from './nav-link-item';
import type { NavItem } from './nav-items';
import { MobileAccount } from './signed-in-parts';
import { useDisclosure } from '@/lib/use-dismiss';

const rowBase = 'flex w-full items-center gap-2 rounded-lg px-3 py-3 text-base font-medium';
const rowClass = `${rowBase} text-slate-800 hover:bg-slate-100`;
const navRow = (active: boolean) => (active ? `${rowBase} bg-brand-50 text-brand-700` : rowClass);

interface MobileMenuProps {
  items: readonly NavItem[];
  user: AuthUser | null;
  onLogout: () => void;
}

/**
 * Below 1280 px the header collapses into this disclosure (the links, the language and the account
 * do not fit beside each other on a tablet); it mirrors the desktop header.
 */
export function MobileMenu({ items, user, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const { open, close, panelId, container, triggerProps } = useDisclosure();

  return (
    <div ref={container} className="xl:hidden">
      <button
        {...triggerProps}
        type="button"
        aria-label={t('nav.menu')}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      {open && (
        <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 bg-slate-900/40" />
      )}
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
        >
          <nav aria-label={t('nav.mobile')}>
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLinkItem item={item} className={navRow} onClick={close} />
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="mt-3" />
          <div className="mt-3 border-t border-slate-200 pt-4">
            {user ? (
              <MobileAccount user={user} rowClass={rowClass} onClose={close} onLogout={onLogout} />
            ) : (
              <div className="grid gap-3">
                <Link
                  to={paths.signIn}
                  onClick={close}
                  className={buttonClasses('secondary', 'lg')}
                >
                  {t('header.signIn')}
                </Link>
                <Link to={paths.signUp} onClick={close} className={buttonClasses('primary', 'lg')}>
                  {t('header.getStarted')}
                </Link>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
