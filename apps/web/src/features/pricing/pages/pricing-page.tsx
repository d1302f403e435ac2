import { Check, Crown, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, withQuery } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { Seo } from '@/lib/seo';
import { PLANS, PRICING_FAQS, SALES_SUBJECT, type Plan } from '../content/plans';

function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  const { t } = useTranslation('pricing');
  const premium = plan.key === 'premium';
  return (
    <section
      aria-labelledby={`plan-${plan.key}`}
      className={`flex flex-col rounded-3xl border p-6 sm:p-8 ${
        premium ? 'border-amber-300 bg-amber-50/40 shadow-md' : 'border-slate-200 bg-white'
      }`}
    >
      <h2 id={`plan-${plan.key}`} className="flex items-center gap-2 text-xl font-bold">
        {premium && <Crown aria-hidden="true" className="size-5 text-amber-500" />}
        {t(`plans.${plan.key}.name`)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t(`plans.${plan.key}.summary`)}</p>
      <p className="mt-6">
        <span
          className={`block font-extrabold text-slate-900 ${premium ? 'text-2xl leading-10' : 'text-4xl'}`}
        >
          {t(`plans.${plan.key}.price`)}
        </span>
        <span className="block text-sm text-slate-600">{t(`plans.${plan.key}.priceNote`)}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {t(feature)}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-2">{action}</div>
    </section>
  );
}

export function PricingPage() {
  const { t } = useTranslation('pricing');
  const { isSignedIn } = useAuth();
  const [free, premium] = PLANS;

  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-8 text-center sm:px-6 sm:pt-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">
            {t('hero.intro')}
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2 lg:px-8">
        {free && (
          <PlanCard
            plan={free}
            action={
              <Link
                to={isSignedIn ? paths.listProperty : paths.signUp}
                className={buttonClasses('primary', 'lg')}
              >
                {isSignedIn ? t('actions.listProperty') : t('actions.getStarted')}
              </Link>
            }
          />
        )}
        {premium && (
          <PlanCard
            plan={premium}
            action={
              <>
                <button type="button" disabled className={buttonClasses('primary', 'lg')}>
                  {t('actions.comingSoon')}
                </button>
                <Link
                  to={withQuery(paths.contact, { subject: t(SALES_SUBJECT) })}
                  className={buttonClasses('secondary', 'lg')}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t('actions.contactSales')}
                </Link>
              </>
            }
          />
        )}
      </div>
      <section
        aria-labelledby="pricing-faq"
        className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8"
      >
        <h2 id="pricing-faq" className="text-2xl font-bold text-slate-900">
          {t('faq.title')}
        </h2>
        <dl className="mt-4 divide-y divide-slate-200">
          {PRICING_FAQS.map((faq) => (
            <div key={faq} className="py-4">
              <dt className="font-semibold text-slate-900">{t(`faq.${faq}.question`)}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-600">{t(`faq.${faq}.answer`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
