import { ArrowLeft, LogOut, Monitor } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { Seo } from '@/lib/seo';
import { AdminSidebar, type AdminSection } from './admin-sidebar';
import { useIsDesktop } from './use-is-desktop';

interface AdminShellProps {
  title: string;
  description: string;
  active: AdminSection;
  /** Beside the title (export button, back link). */
  actions?: ReactNode;
  children: ReactNode;
}

function SmallScreen({ title }: { title: string }) {
  const { t } = useTranslation(['admin', 'messages']);
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Monitor aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{t('messages:adminSmallScreen')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('shell.backToHome')}
      </Link>
    </div>
  );
}

/** The admin console frame: desktop only, its own top bar (the site header is hidden here) and sidebar. */
export function AdminShell({ title, description, active, actions, children }: AdminShellProps) {
  const { t } = useTranslation('admin');
  const isDesktop = useIsDesktop();
  const { user, logout } = useAuth();

  return (
    <>
      <Seo title={title} description={description} />
      {!isDesktop ? (
        <SmallScreen title={title} />
      ) : (
        <div className="flex min-h-dvh flex-col">
          <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-6">
            <div className="flex items-center gap-3">
              <Logo />
              <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                {t('shell.badge')}
              </span>
            </div>
            <div className="flex items-center gap-3 text-sm">
              {user && <span className="text-slate-600">{displayName(user)}</span>}
              <Link to={paths.home} className={buttonClasses('ghost', 'sm')}>
                {t('shell.viewSite')}
              </Link>
              <button
                type="button"
                onClick={() => void logout()}
                className={buttonClasses('secondary', 'sm')}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('shell.logout')}
              </button>
            </div>
          </header>
          <div className="flex flex-1">
            <AdminSidebar active={active} />
            <div className="min-w-0 flex-1 p-6 xl:p-8">
              <div className="flex flex-wrap items-center justify-between gap-4">
                <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
                {actions && <div className="flex items-center gap-2">{actions}</div>}
              </div>
              <div className="mt-6">{children}</div>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
