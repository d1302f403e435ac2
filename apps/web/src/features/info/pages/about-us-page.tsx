import { Eye, HeartHandshake, Search, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, type AvatarTone } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { PageHero, PageSection } from '../components/page-hero';
import { FOUNDERS, STATS, TEAM, VALUES } from '../content/about';

const VALUE_ICONS = { safety: ShieldCheck, transparency: Eye, community: HeartHandshake } as const;

// No photos of the team: each person gets their initials in a tone of their own.
const TONES: readonly AvatarTone[] = ['brand', 'amber', 'emerald', 'rose', 'violet', 'sky'];
const toneOf = (index: number): AvatarTone => TONES[index % TONES.length] ?? 'brand';

/** A catalog text of several paragraphs, in order. */
const paragraphs = (texts: Record<string, string>) => Object.values(texts);

export function AboutUsPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <Seo title={t('about.seo.title')} description={t('about.seo.description')} />
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <p className="text-xl font-semibold text-slate-800 sm:text-2xl">{t('about.tagline')}</p>
        <p>{t('about.intro')}</p>
      </PageHero>

      <PageSection id="vision" title={t('about.vision.title')}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-4 text-base leading-7 text-slate-700">
            {paragraphs(t('about.vision.text', { returnObjects: true })).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <dl className="grid grid-cols-3 gap-3 self-start">
            {STATS.map((stat) => (
              <div
                key={stat}
                className="flex flex-col rounded-2xl bg-brand-50 p-3 text-center sm:p-4"
              >
                <dt className="text-xs text-slate-600 sm:text-sm">
                  {t(`about.stats.${stat}.label`)}
                </dt>
                <dd className="order-first text-2xl font-extrabold text-brand-700">
                  {t(`about.stats.${stat}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </PageSection>

      <PageSection id="founders" title={t('about.foundersTitle')} className="bg-slate-50">
        <div className="grid gap-6 lg:grid-cols-2">
          {FOUNDERS.map((person, index) => (
            <figure
              key={person.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <blockquote className="flex-1 space-y-3 text-base leading-7 text-slate-700">
                {paragraphs(t(`about.founders.${person.key}.message`, { returnObjects: true })).map(
                  (text) => (
                    <p key={text}>{text}</p>
                  ),
                )}
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <Avatar name={person.name} tone={toneOf(index)} size="lg" />
                <div>
                  <p className="font-semibold text-slate-900">{person.name}</p>
                  <p className="text-sm text-brand-700">{t(`about.founders.${person.key}.role`)}</p>
                  <p className="text-sm text-slate-600">{t(`about.founders.${person.key}.bio`)}</p>
                </div>
              </figcaption>
            </figure>
          ))}
        </div>
      </PageSection>

      <PageSection id="team" title={t('about.team.title')} intro={t('about.team.intro')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((person, index) => (
            <li key={person.name} className="rounded-2xl border border-slate-200 p-5 text-center">
              <Avatar name={person.name} tone={toneOf(index + 2)} size="md" />
              <h3 className="mt-3 font-semibold text-slate-900">{person.name}</h3>
              <p className="text-sm font-medium text-brand-700">
                {t(`about.team.people.${person.key}.role`)}
              </p>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`about.team.people.${person.key}.bio`)}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="values" title={t('about.values.title')} className="bg-slate-50">
        <ul className="grid gap-4 md:grid-cols-3">
          {VALUES.map((value) => {
            const Icon = VALUE_ICONS[value];
            return (
              <li key={value} className="rounded-2xl border border-slate-200 bg-white p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  {t(`about.values.items.${value}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">
                  {t(`about.values.items.${value}.text`)}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.findRooms} className={buttonClasses('primary', 'lg')}>
            <Search aria-hidden="true" className="size-5" />
            {t('about.startSearching')}
          </Link>
          <Link to={paths.contact} className={buttonClasses('secondary', 'lg')}>
            {t('about.talkToUs')}
          </Link>
        </div>
      </PageSection>
    </>
  );
}
