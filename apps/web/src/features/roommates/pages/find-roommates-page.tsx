import { toCompatibilityProfile, unansweredFactors } from '@roomsetu/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, Sparkles, Users } from 'lucide-react';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { InquiryDialog } from '@/components/inquiry/inquiry-dialog';
import { fullName } from '@/lib/profile-fields';
import { useAuth } from '@/lib/auth';
import { selfQueryOptions } from '@/lib/queries/get-self';
import { Seo } from '@/lib/seo';
import { roommatesQueryOptions, type Roommate } from '../api/get-roommates';
import { FullProfilesPrompt } from '../components/full-profiles-prompt';
import { RoommatePreviewCard } from '../components/roommate-preview-card';
import { useHide, useInterest, useUnhide } from '../api/roommate-match';
import { BestMatchScope } from '../components/best-match-scope';
import { RoommateCard, RoommateCardSkeleton } from '../components/roommate-card';
import { RoommateFilters } from '../components/roommate-filters';
import { SearchBox } from '../components/search-box';
import {
  activeFilterCount,
  effectiveSearch,
  filtersToParams,
  STRONG_MATCH,
  parseFilters,
  type RoommateSearch,
} from '../lib/filters';

export function FindRoommatesPage() {
  const { t } = useTranslation(['roommates', 'messages']);
  const [params, setParams] = useSearchParams();
  const { isSignedIn } = useAuth();
  const filters = useMemo(
    () => effectiveSearch(parseFilters(params), isSignedIn),
    [params, isSignedIn],
  );
  const bestMatch = filters.sort === 'BEST_MATCH';
  // The signed-in user's own answers, for the "answer N more" nudge.
  const me = useQuery({
    ...selfQueryOptions(),
    enabled: isSignedIn,
    select: (self) => self.profile,
  });
  const toAnswer = me.data ? unansweredFactors(toCompatibilityProfile(me.data)).length : 0;
  const interest = useInterest();
  const hide = useHide();
  const unhide = useUnhide();
  const onInterest = (r: Roommate, interested: boolean) =>
    interest.mutate(
      { id: r.id, interested },
      {
        onSuccess: (state) => {
          if (state.matched) toast.success(t('toast.matched', { name: fullName(r) }));
        },
        onError: () => toast.error(t('messages:unknownError')),
      },
    );
  const onUndoHide = (r: Roommate) =>
    unhide.mutate(r.id, {
      onSuccess: () => toast.success(t('toast.unhidden', { name: fullName(r) })),
      onError: () => toast.error(t('messages:unknownError')),
    });
  const onHide = (r: Roommate) =>
    hide.mutate(r.id, {
      onSuccess: () =>
        toast.info(t('toast.hidden', { name: fullName(r) }), {
          description: t('toast.hiddenDescription'),
          action: { label: t('toast.undo'), onClick: () => onUndoHide(r) },
        }),
      onError: () => toast.error(t('messages:unknownError')),
    });
  const active = activeFilterCount(filters);
  const [showFilters, setShowFilters] = useState(active > 0);
  const [dialog, setDialog] = useState<{ roommate: Roommate; open: boolean } | null>(null);
  const panelId = useId();
  // The cards render in slices (a deferred render) rather than in one long task when the answer
  // arrives, so a slow phone stays responsive; the skeletons stay meanwhile.
  const query = useDeferredValue(
    useInfiniteQuery({ ...roommatesQueryOptions(filters), placeholderData: keepPreviousData }),
  );

  const update = useCallback(
    (patch: Partial<RoommateSearch>) =>
      setParams((prev) => filtersToParams({ ...parseFilters(prev), ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  const roommates = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  // Guests, and accounts whose e-mail is not verified (the API answers them previews), see no
  // personal attributes and cannot filter or rank by them.
  const limited = !isSignedIn || roommates.some((r) => r.view === 'PREVIEW');
  const failed = query.isError && !query.data;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Seo title={t('page.title')} description={t('page.seoDescription')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('page.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={filters.search ?? ''} onSearch={onSearch} />
        <div className="flex items-center gap-3">
          <button
            type="button"
            aria-expanded={showFilters}
            aria-controls={panelId}
            onClick={() => setShowFilters((open) => !open)}
            className={buttonClasses('secondary', 'md', 'h-11')}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('page.filters')}
            {active > 0 && (
              <span className="rounded-full bg-brand-600 px-1.5 text-sm text-white">
                {active}
                <span className="sr-only"> {t('page.activeFilters')}</span>
              </span>
            )}
          </button>
          <p
            role="status"
            className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-brand-800"
          >
            {query.isPending ? t('page.searching') : t('page.found', { count: total })}
          </p>
        </div>
      </div>

      {limited && <FullProfilesPrompt signedIn={isSignedIn} />}

      {!limited && (
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            {t('page.sortBy')}
            <select
              value={filters.sort ?? 'BEST_MATCH'}
              onChange={(event) => update({ sort: event.target.value as 'BEST_MATCH' | 'NEWEST' })}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="BEST_MATCH">{t('page.sortBestMatch')}</option>
              <option value="NEWEST">{t('page.sortNewest')}</option>
            </select>
          </label>
          {bestMatch && (
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={filters.minScore === STRONG_MATCH}
                onChange={(event) =>
                  update({ minScore: event.target.checked ? STRONG_MATCH : undefined })
                }
                className="size-5 accent-brand-600"
              />
              {t('page.strongOnly', { score: STRONG_MATCH })}
            </label>
          )}
          {toAnswer > 0 && (
            <Link
              to={`${paths.profile}#roommate-answers`}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {t('page.answerMore', { count: toAnswer })}
            </Link>
          )}
        </div>
      )}

      {!limited && bestMatch && (
        <BestMatchScope profile={me.data} onWiden={() => update({ sort: 'NEWEST' })} />
      )}

      {showFilters && (
        <div className="mt-4">
          <RoommateFilters
            id={panelId}
            filters={filters}
            onChange={update}
            onClear={clear}
            limited={limited}
          />
        </div>
      )}

      <div className="mt-6">
        {query.isPending ? (
          <ul aria-label={t('page.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <RoommateCardSkeleton />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <div role="alert" className="py-16 text-center">
            <p className="font-medium text-red-700">{t('messages:roommatesFetchFailed')}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className={buttonClasses('secondary', 'sm', 'mt-4')}
            >
              {t('page.tryAgain')}
            </button>
          </div>
        ) : roommates.length === 0 ? (
          <div className="flex flex-col items-center py-16 text-center">
            <Users aria-hidden="true" className="size-12 text-slate-300" />
            <p className="mt-3 max-w-md text-slate-700">{t('messages:noRoommates')}</p>
          </div>
        ) : (
          <>
            <ul
              aria-label={t('page.list')}
              aria-busy={query.isPlaceholderData}
              className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
                query.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              {roommates.map((roommate) => (
                <li key={roommate.id}>
                  {roommate.view === 'PREVIEW' ? (
                    <RoommatePreviewCard roommate={roommate} signedIn={isSignedIn} />
                  ) : (
                    <RoommateCard
                      roommate={roommate}
                      signedIn={isSignedIn}
                      onInquire={(r) => setDialog({ roommate: r, open: true })}
                      onInterest={onInterest}
                      onHide={onHide}
                      busy={
                        (interest.isPending && interest.variables?.id === roommate.id) ||
                        (hide.isPending && hide.variables === roommate.id)
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError && (
              <p role="alert" className="mt-6 text-center text-sm text-red-700">
                {t('messages:roommatesFetchFailed')}
              </p>
            )}
            {query.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  className={buttonClasses('secondary')}
                >
                  {query.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </div>

      {dialog && (
        <InquiryDialog
          key={dialog.roommate.id}
          receiverId={dialog.roommate.id}
          receiverName={fullName(dialog.roommate)}
          open={dialog.open}
          onClose={() => setDialog({ ...dialog, open: false })}
        />
      )}
    </section>
  );
}
