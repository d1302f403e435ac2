import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { HelpButton } from './help-button';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLinkItem } from './nav-link-item';
import { navItemsFor } from './nav-items';
import { NotificationBell, PushPrompt, SignedInControls } from './signed-in-parts';

const desktopLink = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap ${
    active ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'
  }`;

export function Header() {
  const { t } = useTranslation();
  const { user, isSignedIn, logout } = useAuth();
  const items = navItemsFor(user?.role);
  const signOut = () => void logout();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-3 lg:px-6 xl:px-8">
        <Logo compact />
        <nav aria-label={t('nav.main')} className="ml-1 hidden items-center xl:ml-6 xl:flex">
          {items.map((item) => (
            <NavLinkItem key={item.to} item={item} className={desktopLink} />
          ))}
        </nav>

        <LanguageSwitch className="ml-auto hidden xl:inline-flex" />
        <HelpButton className="ml-auto xl:ml-0" />
        {/* The bell stays in the bar at every width; the rest folds into the menu below 1280 px. */}
        {isSignedIn && user && (
          <>
            <NotificationBell />
            <PushPrompt />
          </>
        )}
        <div className="hidden items-center gap-2 xl:flex">
          {isSignedIn && user ? (
            <SignedInControls user={user} onLogout={signOut} />
          ) : (
            <>
              <Link to={paths.signIn} className={buttonClasses('ghost', 'sm')}>
                {t('header.signIn')}
              </Link>
              <Link to={paths.signUp} className={buttonClasses('primary', 'sm')}>
                {t('header.getStarted')}
              </Link>
            </>
          )}
        </div>

        <MobileMenu items={items} user={isSignedIn ? user : null} onLogout={signOut} />
      </div>
    </header>
  );
}
