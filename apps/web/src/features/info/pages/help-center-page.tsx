import { PRODUCT_NAME, SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { BookOpen, Clock, Compass, MessageCircle, Search, ShieldCheck } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { HelpArticleList } from '../components/help-article-list';
import { PageHero } from '../components/page-hero';
import { helpContent, searchHelp, type HelpCategory } from '../content/help-center';
import { supportChatUrl } from '../lib/support-chat';

const CATEGORY_ICONS: Record<HelpCategory['key'], typeof BookOpen> = {
  'getting-started': BookOpen,
  'finding-properties': Compass,
  safety: ShieldCheck,
};

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('info');
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-2xl">
      <label htmlFor={id} className="sr-only">
        {t('help.search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('help.search.placeholder')}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </div>
    </form>
  );
}

function ContactSupport() {
  const { t } = useTranslation('info');
  const greeting = t('help.support.greeting', { product: PRODUCT_NAME });
  return (
    <section
      aria-labelledby="support-title"
      className="rounded-3xl bg-brand-700 px-5 py-8 text-center text-white sm:px-10"
    >
      <h2 id="support-title" className="text-2xl font-bold">
        {t('help.support.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-100">
        {t('help.support.text', { hours: t('supportHours') })}
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a
          href={supportChatUrl(greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('inverse', 'lg')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('help.support.contact')}
          <span className="sr-only">{t('help.support.opensWhatsapp')}</span>
        </a>
        <Link to={paths.contact} className={buttonClasses('inverseOutline', 'lg')}>
          {t('help.support.sendMessage')}
        </Link>
      </div>
      <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-brand-100">
        <Clock aria-hidden="true" className="size-4" />
        {t('help.support.responseTime', { hours: SUPPORT_REPLY_HOURS })}
      </p>
    </section>
  );
}

export function HelpCenterPage() {
  const { t } = useTranslation('info');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const content = useMemo(() => helpContent(t), [t]);
  const { categories, faqs } = searchHelp(content, deferred);
  const searching = deferred.trim() !== '';
  const count = categories.reduce((n, c) => n + c.articles.length, 0) + faqs.length;

  return (
    <>
      <Seo title={t('help.seo.title')} description={t('help.seo.description')} />
      <PageHero
        eyebrow={t('help.eyebrow')}
        title={t('help.title')}
        actions={<SearchBox value={query} onChange={setQuery} />}
      >
        <p>{t('help.intro')}</p>
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-16 sm:px-6 lg:px-8">
        <p role="status" className={searching ? 'text-sm text-slate-600' : 'sr-only'}>
          {searching ? t('help.results', { count, query: deferred.trim() }) : ''}
        </p>

        {searching && count === 0 && (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold text-slate-900">{t('help.noResults.title')}</p>
            <p className="mt-1 text-sm text-slate-600">
              {t('help.noResults.text', { query: deferred.trim() })}
            </p>
          </div>
        )}

        {categories.length > 0 && (
          <section aria-labelledby="topics-title">
            <h2 id="topics-title" className="text-2xl font-bold text-slate-900">
              {t('help.topicsTitle')}
            </h2>
            <div className="mt-6 grid gap-4 lg:grid-cols-3">
              {categories.map((category) => {
                const Icon = CATEGORY_ICONS[category.key];
                return (
                  <section
                    key={category.key}
                    aria-labelledby={`${category.key}-title`}
                    className="rounded-2xl border border-slate-200 p-5"
                  >
                    <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 id={`${category.key}-title`} className="mt-3 text-lg font-semibold">
                      {category.title}
                    </h3>
                    <p className="text-sm text-slate-600">{category.description}</p>
                    <div className="mt-2">
                      <HelpArticleList items={category.articles} />
                    </div>
                  </section>
                );
              })}
            </div>
          </section>
        )}

        {faqs.length > 0 && (
          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
              {t('help.faqTitle')}
            </h2>
            <div className="mt-4 rounded-2xl border border-slate-200 px-5">
              <HelpArticleList items={faqs} />
            </div>
          </section>
        )}

        <ContactSupport />
      </div>
    </>
  );
}
