import { BadgeCheck, MessageCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './hero-search';

const HIGHLIGHTS = [
  { Icon: BadgeCheck, key: 'verified' },
  { Icon: Users, key: 'roommates' },
  { Icon: MessageCircle, key: 'chat' },
] as const;

/**
 * The title with its one marked phrase (`<highlight>…</highlight>`) in the brand colour. Split
 * here rather than drawn with <Trans>: the hero is in the JavaScript every page loads first, and
 * <Trans> would bring its HTML parser there (3 KB); the pages that use it load it themselves.
 */
function Highlighted({ text }: { text: string }) {
  const [before, marked, after] = text.split(/<\/?highlight>/);
  return (
    <>
      {before}
      {marked !== undefined && <span className="text-brand-600">{marked}</span>}
      {after}
    </>
  );
}

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-100/70 blur-3xl sm:size-96"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 sm:pt-20 sm:pb-14 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
            {t('hero.kinds')}
          </p>
          <h1 className="mt-4 text-[2rem] leading-tight font-extrabold sm:mt-5 sm:text-5xl sm:leading-[1.1] tracking-tight text-balance text-slate-900 lg:text-6xl">
            <Highlighted text={t('hero.title')} />
          </h1>
          <p className="mt-4 max-w-2xl text-base text-slate-600 sm:mt-5 sm:text-lg">
            {t('hero.intro')}
          </p>
        </div>
        <div className="mt-6 max-w-5xl sm:mt-8">
          <HeroSearch />
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
          {HIGHLIGHTS.map(({ Icon, key }) => (
            <li key={key} className="inline-flex items-center gap-1.5">
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {t(`hero.highlights.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
