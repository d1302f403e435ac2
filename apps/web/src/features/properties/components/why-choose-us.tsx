import { BadgeIndianRupee, MessageCircleMore, ShieldCheck, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REASONS = [
  { Icon: ShieldCheck, key: 'verified' },
  { Icon: UsersRound, key: 'roommates' },
  { Icon: MessageCircleMore, key: 'chat' },
  { Icon: BadgeIndianRupee, key: 'free' },
] as const;

export function WhyChooseUs() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="why-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-2xl">
          <h2
            id="why-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t('why.title')}
          </h2>
          <p className="mt-3 text-slate-600">{t('why.intro')}</p>
        </div>
        <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {REASONS.map(({ Icon, key }) => (
            <li
              key={key}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 sm:mt-4">{t(`why.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 sm:mt-2">
                  {t(`why.${key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
