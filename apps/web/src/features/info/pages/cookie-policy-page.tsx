import { useTranslation } from 'react-i18next';
import { Seo } from '@/lib/seo';
import { LegalDocumentView } from '../components/legal-document-view';
import { PageHero } from '../components/page-hero';
import { COOKIE_POLICY, COOKIE_TYPES } from '../content/cookies';

/** The cookie cards, in the reader's language (the policy below them stays English). */
function CookieTypes() {
  const { t, i18n } = useTranslation('info', { keyPrefix: 'legal.cookies.glance' });
  return (
    <section lang={i18n.language} aria-labelledby="cookie-types-title" className="mt-8">
      <h2 id="cookie-types-title" className="text-xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {COOKIE_TYPES.map((type) => (
          <li key={type.key} className="rounded-2xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{t(`types.${type.key}.name`)}</h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  type.optional ? 'bg-slate-100 text-slate-700' : 'bg-green-50 text-green-800'
                }`}
              >
                {type.optional ? t('onlyWithConsent') : t('alwaysOn')}
              </span>
            </div>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              {t(`types.${type.key}.purpose`)}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('example')}</dt>
              <dd className="text-slate-800">{t(`types.${type.key}.examples`)}</dd>
              <dt className="text-slate-500">{t('lasts')}</dt>
              <dd className="text-slate-800">{t(`types.${type.key}.duration`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CookiePolicyPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <Seo title={t('legal.cookies.seo.title')} description={t('legal.cookies.seo.description')} />
      <PageHero eyebrow={t('legal.eyebrow')} title={t('legal.cookies.title')}>
        <p>{t('legal.lastUpdated', { date: COOKIE_POLICY.lastUpdated })}</p>
      </PageHero>
      <LegalDocumentView doc={COOKIE_POLICY} summary="cookies" lead={<CookieTypes />} />
    </>
  );
}
