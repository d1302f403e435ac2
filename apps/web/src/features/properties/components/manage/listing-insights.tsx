import type { ListingStatsWindow } from '@roomsetu/shared';
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DayBarChart } from '@/components/ui/day-bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate, formatIndianNumber } from '@roomsetu/shared';
import { useListingInquiries, useListingStats } from '../../api/listing-lifecycle';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

function Figures({ window, days }: { window: ListingStatsWindow; days: number }) {
  const { t } = useTranslation('listing');
  const items: [string, string][] = [
    [t('insights.views'), String(window.views)],
    [t('insights.favourites'), String(window.favourites)],
    [t('insights.inquiries'), String(window.inquiries)],
    [t('insights.replied'), percent(window.replyRate)],
  ];
  return (
    <dl
      aria-label={t('insights.lastDays', { days })}
      className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-2 text-center sm:grid-cols-4"
    >
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="text-base font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Inquiries({ propertyId, title }: { propertyId: number; title: string }) {
  const { t } = useTranslation(['listing', 'enums']);
  const { data, isPending, isError } = useListingInquiries(propertyId, true);
  if (isPending) return <Skeleton className="h-16 w-full rounded-xl" />;
  if (isError) return <p role="alert">{t('insights.inquiriesFailed')}</p>;
  if (!data.length) {
    return <p className="text-sm text-slate-600">{t('insights.noInquiries', { title })}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {data.map((inquiry) => (
        <li key={inquiry.conversationId} className="flex items-start gap-3 p-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-slate-900">{inquiry.person.firstName}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                {t(`enums:verificationBadge.${inquiry.person.badge}`)}
              </span>
              {inquiry.unread && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-semibold text-white">
                  {t('insights.unread')}
                </span>
              )}
              <span className="text-sm text-slate-500">{formatDate(inquiry.startedAt)}</span>
            </p>
            {inquiry.lastMessage && (
              <p className="mt-0.5 truncate text-sm text-slate-600">
                {inquiry.lastMessage.fromOwner ? t('insights.you') : ''}
                {inquiry.lastMessage.content}
              </p>
            )}
          </div>
          <Link
            to={paths.chat(inquiry.conversationId)}
            aria-label={t('insights.openLabel', { name: inquiry.person.firstName })}
            className={buttonClasses('ghost', 'sm')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('insights.open')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A listing's counts for 7 and 30 days, its views per day as a chart, and its inquiries. */
export function ListingInsights({ propertyId, title }: { propertyId: number; title: string }) {
  const { t } = useTranslation('listing');
  const { data, isPending, isError } = useListingStats(propertyId);
  const [showInquiries, setShowInquiries] = useState(false);
  const panelId = useId();
  if (isPending) {
    return (
      <div aria-busy="true" aria-label={t('insights.loading', { title })}>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-slate-600">{t('insights.unavailable')}</p>;
  const counted = (key: 'viewCount' | 'favouriteCount' | 'inquiryCount', count: number) =>
    t(`insights.${key}`, { count, n: formatIndianNumber(count) });
  return (
    <div className="space-y-3">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-600">
            {t('insights.lastDays', { days: 30 })}
          </p>
          <Figures window={data.last30Days} days={30} />
          <p className="text-sm text-slate-600">
            {t('insights.last7', {
              views: counted('viewCount', data.last7Days.views),
              favourites: counted('favouriteCount', data.last7Days.favourites),
              inquiries: counted('inquiryCount', data.last7Days.inquiries),
            })}
          </p>
        </div>
        <DayBarChart
          label={t('insights.chartLabel')}
          unit={t('insights.chartUnit')}
          units={t('insights.chartUnits')}
          days={data.days.map((d) => ({ date: d.date, value: d.views }))}
        />
      </div>
      <button
        type="button"
        aria-expanded={showInquiries}
        aria-controls={panelId}
        onClick={() => setShowInquiries((open) => !open)}
        className={buttonClasses('secondary', 'sm')}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {showInquiries
          ? t('insights.hideInquiries')
          : t('insights.showInquiries', { n: data.last30Days.inquiries })}
      </button>
      <div id={panelId} hidden={!showInquiries}>
        {showInquiries && <Inquiries propertyId={propertyId} title={title} />}
      </div>
    </div>
  );
}
