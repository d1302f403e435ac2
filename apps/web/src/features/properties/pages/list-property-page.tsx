import { ArrowLeft, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { Seo } from '@/lib/seo';
import { useMyProperties } from '../api/get-my-properties';
import { ListingWizard } from '../components/listing/listing-wizard';

/** Listing is free and unlimited: the badge says so, with the owner's real count of listings. */
function PlanBadge() {
  const { t } = useTranslation('listing');
  const { data } = useMyProperties();
  const count = data?.length;
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      <Crown aria-hidden="true" className="size-4" />
      {count === undefined
        ? t('page.plan.free')
        : count === 0
          ? t('page.plan.first')
          : t('page.plan.count', { count })}
    </p>
  );
}

/** /list-property: a focused page (no header or footer) with the four-step wizard. */
export function ListPropertyPage() {
  const { t } = useTranslation('listing');
  const { user } = useAuth();
  return (
    <div className="min-h-dvh bg-slate-50">
      <Seo title={t('page.seoTitle')} description={t('page.seoDescription')} />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <PlanBadge />
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.backHome')}
        </Link>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('page.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('page.intro')}</p>
        <div className="mt-8">{user && <ListingWizard user={user} />}</div>
      </div>
    </div>
  );
}
