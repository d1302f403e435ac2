import {
  BadgeCheck,
  Crown,
  Flag,
  Home,
  MessagesSquare,
  Phone,
  PhoneCall,
  ShieldAlert,
  TriangleAlert,
  Users,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import type { ReportIssueSlot } from '../components/report-issue-slot';
import { PageHero, PageSection } from '../components/page-hero';
import {
  EMERGENCY_CONTACTS,
  telHref,
  TIP_GROUPS,
  VERIFICATION_CARDS,
  type TipGroup,
} from '../content/safety';

const TIP_ICONS: Record<TipGroup, typeof Users> = {
  before: Users,
  visits: Home,
  communication: MessagesSquare,
  payment: Wallet,
};

const LEVEL_TONES = {
  Standard: 'bg-brand-50 text-brand-800',
  Premium: 'bg-amber-50 text-amber-800',
  Enhanced: 'bg-emerald-50 text-emerald-800',
} as const;

const emergencyButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-red-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-red-700';

export function SafetyGuidelinesPage({
  ReportIssueButton,
}: {
  ReportIssueButton: ReportIssueSlot;
}) {
  const { t } = useTranslation('info');
  return (
    <>
      <Seo title={t('safety.seo.title')} description={t('safety.seo.description')} />
      <PageHero
        eyebrow={t('safety.eyebrow')}
        title={t('safety.title')}
        actions={
          <div className="flex flex-col gap-3 sm:flex-row">
            <ReportIssueButton className={buttonClasses('primary', 'lg')}>
              <Flag aria-hidden="true" className="size-5" />
              {t('safety.reportIssue')}
            </ReportIssueButton>
            <a href="tel:112" className={emergencyButton}>
              <PhoneCall aria-hidden="true" className="size-5" />
              {t('safety.emergencySupport')}
            </a>
          </div>
        }
      >
        <p>{t('safety.intro')}</p>
      </PageHero>

      <PageSection id="tips" title={t('safety.tipsTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          {TIP_GROUPS.map((group) => {
            const Icon = TIP_ICONS[group];
            const tips = Object.values(t(`safety.tips.${group}.items`, { returnObjects: true }));
            return (
              <section
                key={group}
                aria-labelledby={`tips-${group}`}
                className="rounded-2xl border border-slate-200 p-5"
              >
                <h3 id={`tips-${group}`} className="flex items-center gap-3 text-lg font-semibold">
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {t(`safety.tips.${group}.title`)}
                </h3>
                <ul className="mt-4 space-y-2 text-sm leading-6 text-slate-700">
                  {tips.map((tip) => (
                    <li key={tip} className="flex gap-2">
                      <BadgeCheck
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      />
                      {tip}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </PageSection>

      <PageSection
        id="red-flags"
        title={t('safety.redFlags.title')}
        intro={t('safety.redFlags.intro')}
        className="bg-slate-50"
      >
        <ul className="grid gap-3 md:grid-cols-2">
          {Object.values(t('safety.redFlags.items', { returnObjects: true })).map((flag) => (
            <li
              key={flag}
              className="flex gap-3 rounded-xl border border-red-100 bg-white p-4 text-sm leading-6 text-slate-700"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
              {flag}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="verification" title={t('safety.verification.title')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {VERIFICATION_CARDS.map((card) => (
            <li key={card.key} className="flex flex-col rounded-2xl border border-slate-200 p-5">
              <span
                className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_TONES[card.level]}`}
              >
                {t(`safety.verification.levels.${card.level}`)}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">
                {t(`safety.verification.cards.${card.key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                {t(`safety.verification.cards.${card.key}.text`)}
              </p>
              <p className="mt-4 text-sm font-medium text-slate-800">
                {card.time
                  ? t(`verificationTimes.${card.time}`)
                  : t('safety.verification.premiumOnly')}
              </p>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="women-safety-title"
          className="mt-6 flex flex-col gap-4 rounded-2xl bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <Crown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-600" />
            <div>
              <h3 id="women-safety-title" className="font-semibold text-slate-900">
                {t('safety.womenSafety.title')}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">
                {t('safety.womenSafety.text')}
              </p>
            </div>
          </div>
          <Link to={paths.pricing} className={buttonClasses('secondary', 'md', 'shrink-0')}>
            {t('safety.womenSafety.cta')}
          </Link>
        </aside>
      </PageSection>

      <PageSection
        id="emergency"
        title={t('safety.emergency.title')}
        intro={t('safety.emergency.intro')}
        className="bg-slate-50"
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {EMERGENCY_CONTACTS.map((contact) => (
            <li key={contact.number}>
              <a
                href={telHref(contact.number)}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-300 hover:shadow-sm"
              >
                <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-600">
                  {contact.key === 'support' ? (
                    <Phone aria-hidden="true" className="size-4" />
                  ) : (
                    <ShieldAlert aria-hidden="true" className="size-4 text-red-600" />
                  )}
                  {t(`safety.emergency.contacts.${contact.key}.label`)}
                </span>
                <span
                  className={`mt-1 font-extrabold text-slate-900 ${contact.number.length > 5 ? 'text-lg leading-8' : 'text-2xl'}`}
                >
                  {contact.number}
                </span>
                <span className="mt-2 text-sm text-slate-600">
                  {t(`safety.emergency.contacts.${contact.key}.text`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
