import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { AppStarted } from '../before-start';

/**
 * A page that failed to render or whose code failed to download (flaky network, new deploy). The
 * app has started even when the layout failed: its Reload button must not be held (before-start.ts).
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <AppStarted />
      <Seo title={t('routeError.title')} description={t('routeError.description')} />
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-slate-600">{t('routeError.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary', 'md')}
        >
          {t('routeError.reload')}
        </button>
        <Link to={paths.home} className={buttonClasses('secondary', 'md')}>
          {t('actions.backToHome')}
        </Link>
      </div>
    </section>
  );
}
