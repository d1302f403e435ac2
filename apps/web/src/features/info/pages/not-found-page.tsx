import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export function NotFoundPage() {
  const { t } = useTranslation(['info', 'messages']);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Seo title={t('messages:pageNotFound')} description={t('notFound.description')} />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {t('messages:pageNotFound')}
      </h1>
      <p className="mt-3 text-slate-600">{t('notFound.description')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
