import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CHROMELESS_ROUTES } from '@/config/paths';
import { deferredPart } from '@/lib/deferred-part';
import { AuthWatcher } from './auth-watcher';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { ScrollToTop } from './scroll-to-top';
import { SessionExpiredRedirect } from './session-expired-redirect';
import { SuspensionNotice } from './suspension-notice';

// Below every page: its code loads when it nears the screen (drawn whole by the server).
const { Part: Footer } = deferredPart(async () => (await import('./footer')).Footer);

/** Every page: header (with the help button) and footer, except on the focused flows (sign-in, wizards, admin). */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const chrome = !CHROMELESS_ROUTES.includes(path);

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <AuthWatcher />
      <SessionExpiredRedirect />
      <SuspensionNotice />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      {chrome && <Header />}
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {chrome && <Footer />}
    </div>
  );
}
