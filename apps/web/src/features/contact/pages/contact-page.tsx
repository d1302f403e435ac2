import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { Seo } from '@/lib/seo';
import { ContactDetails } from '../components/contact-details';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [firstName = '', ...rest] = user?.name.trim().split(/\s+/) ?? [];
  const defaults = {
    firstName,
    lastName: rest.join(' '),
    email: user?.email ?? '',
    subject: params.get('subject')?.slice(0, 150) ?? '',
  };

  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 sm:pt-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">{t('hero.intro')}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
        <section
          aria-labelledby="form-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="form-title" className="text-lg font-bold text-slate-900">
            {t('form.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('form.required')}</p>
          <ContactForm defaults={defaults} />
        </section>
        <ContactDetails />
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <ContactFaq />
      </div>
    </>
  );
}
