import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { buttonClasses } from './button';

interface ComingSoonPageProps {
  title: string;
  description: string;
}

/** Placeholder for pages later issues fill: the page's name, metadata and a plain note. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <Seo title={title} description={description} />
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('comingSoon')}</p>
      <Link to={paths.home} className={buttonClasses('secondary', 'md', 'mt-8')}>
        {t('actions.backToHome')}
      </Link>
    </section>
  );
}
