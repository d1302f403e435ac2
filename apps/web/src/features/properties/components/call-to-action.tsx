import { Plus, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="cta-title"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
    >
      <div className="rounded-3xl bg-brand-700 px-5 py-10 text-center sm:px-12 sm:py-12">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{t('cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.findRooms} className={buttonClasses('inverse', 'lg')}>
            <Search aria-hidden="true" className="size-5" />
            {t('cta.findRooms')}
          </Link>
          <Link to={paths.listProperty} className={buttonClasses('inverseOutline', 'lg')}>
            <Plus aria-hidden="true" className="size-5" />
            {t('cta.listProperty')}
          </Link>
        </div>
      </div>
    </section>
  );
}
