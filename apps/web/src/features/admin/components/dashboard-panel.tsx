import {
  ROLES,
  VERIFICATION_BADGES,
  type AdminDashboard,
  type PropertyStatus,
} from '@roomsetu/shared';
import { Building2, MessageSquare, MessagesSquare, RefreshCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTime } from '@roomsetu/shared';
import { useAdminDashboard } from '../api/get-dashboard';
import { TableState } from './filter-controls';
import { formatIndianNumber } from '@roomsetu/shared';

function Figure({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: number;
  note?: string;
  icon: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">
        {formatIndianNumber(value)}
      </dd>
      {note && <dd className="mt-1 text-sm text-slate-500">{note}</dd>}
    </div>
  );
}

function Breakdown({
  title,
  rows,
  footer,
}: {
  title: string;
  rows: [string, number][];
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatIndianNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      {footer && <div className="mt-4">{footer}</div>}
    </div>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation(['admin', 'enums']);
  const statuses = Object.entries(data.listings.byStatus) as [PropertyStatus, number][];
  const icon = 'size-4 text-brand-600';
  // Labelled with the badges users carry: the users list shows the same words.
  const byBadge = {
    Verified: data.users.byVerification.verified,
    'Email Verified': data.users.byVerification.emailVerified,
    'Not Verified': data.users.byVerification.notVerified,
  } as const;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-4 gap-4">
        <Figure
          label={t('dashboard.users')}
          value={data.users.total}
          note={t('dashboard.newLast7Days', { n: data.users.newLast7Days })}
          icon={<Users aria-hidden="true" className={icon} />}
        />
        <Figure
          label={t('dashboard.listings')}
          value={data.listings.total}
          note={t('dashboard.newLast7Days', { n: data.listings.newLast7Days })}
          icon={<Building2 aria-hidden="true" className={icon} />}
        />
        <Figure
          label={t('dashboard.conversations')}
          value={data.conversations}
          icon={<MessagesSquare aria-hidden="true" className={icon} />}
        />
        <Figure
          label={t('dashboard.chatMessages')}
          value={data.messages}
          icon={<MessageSquare aria-hidden="true" className={icon} />}
        />
      </dl>
      <div className="grid grid-cols-4 gap-4">
        <Breakdown
          title={t('dashboard.usersByRole')}
          rows={ROLES.map((r) => [t(`enums:role.${r}`), data.users.byRole[r] ?? 0])}
        />
        <Breakdown
          title={t('dashboard.userVerification')}
          rows={VERIFICATION_BADGES.map((badge) => [
            t(`enums:verificationBadge.${badge}`),
            byBadge[badge],
          ])}
        />
        <Breakdown
          title={t('dashboard.listingsByStatus')}
          rows={statuses.map(([s, n]) => [t(`enums:propertyStatus.${s}`), n])}
          footer={
            <Link
              to={paths.adminListing}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('dashboard.manageListings')}
            </Link>
          }
        />
        <Breakdown
          title={t('dashboard.openInbox')}
          rows={[
            [t('dashboard.unreadContactMessages'), data.openContactMessages],
            [t('dashboard.unreadIssueReports'), data.openReports],
          ]}
          footer={
            <Link
              to={withQuery(paths.admin, { tab: 'messages' })}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('dashboard.openMessages')}
            </Link>
          }
        />
      </div>
    </div>
  );
}

export function DashboardPanel() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError, refetch, isFetching } = useAdminDashboard();
  if (isPending) return <TableState kind="loading" text={t('dashboard.loading')} />;
  if (isError) return <TableState kind="error" text={t('dashboard.failed')} />;
  return (
    <div>
      <div className="mb-4 flex items-center justify-between text-sm text-slate-600">
        <p>
          {t('dashboard.countedAt', {
            time: formatTime(data.generatedAt),
            date: formatDate(data.generatedAt),
          })}
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={buttonClasses('secondary', 'sm')}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          {t('dashboard.refresh')}
        </button>
      </div>
      <Figures data={data} />
    </div>
  );
}
