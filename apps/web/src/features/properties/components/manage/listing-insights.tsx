import type { ListingStatsWindow } from '@roomsetu/shared';
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DayBarChart } from '@/components/ui/day-bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { countOf, formatDate } from '@roomsetu/shared';
import { useListingInquiries, useListingStats } from '../../api/listing-lifecycle';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

function Figures({ window, days }: { window: ListingStatsWindow; days: number }) {
  const items: [string, string][] = [
    ['Views', String(window.views)],
    ['Favourites', String(window.favourites)],
    ['Inquiries', String(window.inquiries)],
    ['Replied', percent(window.replyRate)],
  ];
  return (
    <dl
      aria-label={`Last ${days} days`}
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
  const { data, isPending, isError } = useListingInquiries(propertyId, true);
  if (isPending) return <Skeleton className="h-16 w-full rounded-xl" />;
  if (isError) return <p role="alert">Inquiries could not be loaded.</p>;
  if (!data.length) return <p className="text-sm text-slate-600">No inquiries for {title} yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {data.map((inquiry) => (
        <li key={inquiry.conversationId} className="flex items-start gap-3 p-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-slate-900">{inquiry.person.firstName}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                {inquiry.person.badge}
              </span>
              {inquiry.unread && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-semibold text-white">
                  Unread
                </span>
              )}
              <span className="text-sm text-slate-500">{formatDate(inquiry.startedAt)}</span>
            </p>
            {inquiry.lastMessage && (
              <p className="mt-0.5 truncate text-sm text-slate-600">
                {inquiry.lastMessage.fromOwner ? 'You: ' : ''}
                {inquiry.lastMessage.content}
              </p>
            )}
          </div>
          <Link
            to={paths.chat(inquiry.conversationId)}
            aria-label={`Open the conversation with ${inquiry.person.firstName}`}
            className={buttonClasses('ghost', 'sm')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Open
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A listing's counts for 7 and 30 days, its views per day as a chart, and its inquiries. */
export function ListingInsights({ propertyId, title }: { propertyId: number; title: string }) {
  const { data, isPending, isError } = useListingStats(propertyId);
  const [showInquiries, setShowInquiries] = useState(false);
  const panelId = useId();
  if (isPending) {
    return (
      <div aria-busy="true" aria-label={`Loading the figures of ${title}`}>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (isError)
    return <p className="text-sm text-slate-600">Figures are not available right now.</p>;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-600">Last 30 days</p>
          <Figures window={data.last30Days} days={30} />
          <p className="text-sm text-slate-600">
            Last 7 days: {countOf(data.last7Days.views, 'view')},{' '}
            {countOf(data.last7Days.favourites, 'favourite')},{' '}
            {countOf(data.last7Days.inquiries, 'inquiry', 'inquiries')}
          </p>
        </div>
        <DayBarChart
          label="Views per day, last 30 days"
          unit="view"
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
        {showInquiries ? 'Hide inquiries' : `Inquiries (${data.last30Days.inquiries} this month)`}
      </button>
      <div id={panelId} hidden={!showInquiries}>
        {showInquiries && <Inquiries propertyId={propertyId} title={title} />}
      </div>
    </div>
  );
}
