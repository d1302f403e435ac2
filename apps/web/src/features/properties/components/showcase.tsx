import { SHOWCASE_ROTATE_MS, SHOWCASE_SIZE } from '@roomsetu/shared';
import { ArrowRight, Pause, Play, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { useShowcase } from '../api/get-showcase';
import { rotate } from '../utils/showcase';
import { ShowcaseCard, ShowcaseCardSkeleton } from './showcase-card';

/**
 * Four listings that swap positions every 3 s; paused while pointed at or focused, or by the user.
 * Under prefers-reduced-motion they stand still unless the user resumes the rotation.
 */
export function Showcase() {
  const { t } = useTranslation(['landing', 'messages']);
  const { data, isPending, isError } = useShowcase();
  const [offset, setOffset] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null: the user has not chosen; the motion preference decides.
  const [choice, setStopped] = useState<boolean | null>(null);
  const stopped = choice ?? reducedMotion;
  const [engaged, setEngaged] = useState(false);
  const count = data?.length ?? 0;
  const rotating = count > 1 && !stopped && !engaged;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setOffset((o) => o + 1), SHOWCASE_ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  return (
    <section
      aria-labelledby="showcase-title"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="showcase-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t('showcase.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('showcase.intro')}</p>
        </div>
        <div className="flex items-center gap-2">
          {count > 1 && (
            <button
              type="button"
              onClick={() => setStopped(!stopped)}
              className="inline-flex h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {stopped ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              {stopped ? t('showcase.resume') : t('showcase.pause')}
            </button>
          )}
          <Link
            to={paths.findRooms}
            className="inline-flex h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('showcase.viewAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>

      {isError ? (
        <p
          role="alert"
          className="mt-8 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {t('messages:landingLoadFailed')}
        </p>
      ) : isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('showcase.loading')}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        >
          {Array.from({ length: SHOWCASE_SIZE }, (_, i) => (
            <li key={i}>
              <ShowcaseCardSkeleton />
            </li>
          ))}
        </ul>
      ) : count === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-600">
          {t('showcase.empty')}
        </p>
      ) : (
        <ul
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          onPointerEnter={() => setEngaged(true)}
          onPointerLeave={() => setEngaged(false)}
          onFocus={() => setEngaged(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
          }}
        >
          {rotate(data, offset).map((property) => (
            <li key={property.id}>
              <ShowcaseCard property={property} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
