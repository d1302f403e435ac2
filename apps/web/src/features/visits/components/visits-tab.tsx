import { OPEN_VISIT_STATUSES, type VisitDetail } from '@roomsetu/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVisits } from '../api/get-visits';
import { VisitRow } from './visit-row';

const isOpen = (v: VisitDetail) => (OPEN_VISIT_STATUSES as readonly string[]).includes(v.status);

function byListing(visits: VisitDetail[]): [string, VisitDetail[]][] {
  const groups = new Map<string, VisitDetail[]>();
  for (const v of visits)
    groups.set(v.property.title, [...(groups.get(v.property.title) ?? []), v]);
  return [...groups];
}

function Section({
  title,
  visits,
  grouped,
  now,
  shown,
}: {
  title: string;
  visits: VisitDetail[];
  grouped?: boolean;
  now: Date;
  /** The visit a link named (`?visit=`): brought into view. */
  shown: number | null;
}) {
  if (!visits.length) return null;
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {grouped ? (
        byListing(visits).map(([listing, items]) => (
          <div key={listing} className="space-y-2">
            <h4 className="text-sm font-medium text-slate-600">{listing}</h4>
            <ul className="space-y-2">
              {items.map((v) => (
                <VisitRow key={v.id} visit={v} now={now} named={v.id === shown} />
              ))}
            </ul>
          </div>
        ))
      ) : (
        <ul className="space-y-2">
          {visits.map((v) => (
            <VisitRow key={v.id} visit={v} now={now} named={v.id === shown} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /profile?tab=visits: upcoming and past visits, as a tenant and as an owner (by listing). */
export function VisitsTab() {
  const { t } = useTranslation('visits');
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useVisits();
  const now = useMemo(() => new Date(), []);
  // Notifications and mails link to one visit: /profile?tab=visits&visit=<id>.
  const shown = Number(useSearchParams()[0].get('visit')) || null;
  if (isLoading) return <Spinner label={t('tab.loading')} />;
  if (isError || !data) return <p className="text-sm text-red-700">{t('tab.loadFailed')}</p>;
  const items = data.pages.flatMap((p) => p.items);
  if (!items.length) {
    return <p className="text-sm text-slate-600">{t('tab.empty')}</p>;
  }
  const mine = items.filter((v) => v.role === 'TENANT');
  const theirs = items.filter((v) => v.role === 'OWNER');
  return (
    <div className="space-y-8">
      <Section title={t('tab.upcoming')} visits={mine.filter(isOpen)} now={now} shown={shown} />
      <Section
        title={t('tab.toMyListings')}
        visits={theirs.filter(isOpen)}
        grouped
        now={now}
        shown={shown}
      />
      <Section
        title={t('tab.past')}
        visits={items.filter((v) => !isOpen(v))}
        now={now}
        shown={shown}
      />
      {hasNextPage && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className={buttonClasses('secondary', 'md')}
          >
            {isFetchingNextPage ? t('tab.loadingMore') : t('tab.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
