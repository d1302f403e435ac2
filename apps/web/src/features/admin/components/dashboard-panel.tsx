import {
  PROPERTY_STATUS_LABELS,
  ROLE_LABELS,
  ROLES,
  VERIFICATION_BADGES,
  type AdminDashboard,
  type PropertyStatus,
} from '@roomsetu/shared';
import { Building2, MessageSquare, MessagesSquare, RefreshCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
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
          label="Users"
          value={data.users.total}
          note={`+${data.users.newLast7Days} in the last 7 days`}
          icon={<Users aria-hidden="true" className={icon} />}
        />
        <Figure
          label="Listings"
          value={data.listings.total}
          note={`+${data.listings.newLast7Days} in the last 7 days`}
          icon={<Building2 aria-hidden="true" className={icon} />}
        />
        <Figure
          label="Conversations"
          value={data.conversations}
          icon={<MessagesSquare aria-hidden="true" className={icon} />}
        />
        <Figure
          label="Chat messages"
          value={data.messages}
          icon={<MessageSquare aria-hidden="true" className={icon} />}
        />
      </dl>
      <div className="grid grid-cols-4 gap-4">
        <Breakdown
          title="Users by role"
          rows={ROLES.map((r) => [ROLE_LABELS[r], data.users.byRole[r] ?? 0])}
        />
        <Breakdown
          title="User verification"
          rows={VERIFICATION_BADGES.map((badge) => [badge, byBadge[badge]])}
        />
        <Breakdown
          title="Listings by status"
          rows={statuses.map(([s, n]) => [PROPERTY_STATUS_LABELS[s], n])}
          footer={
            <Link
              to={paths.adminListing}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Manage listings
            </Link>
          }
        />
        <Breakdown
          title="Open inbox"
          rows={[
            ['Unread contact messages', data.openContactMessages],
            ['Unread issue reports', data.openReports],
          ]}
          footer={
            <Link
              to={withQuery(paths.admin, { tab: 'messages' })}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Open messages
            </Link>
          }
        />
      </div>
    </div>
  );
}

export function DashboardPanel() {
  const { data, isPending, isError, refetch, isFetching } = useAdminDashboard();
  if (isPending) return <TableState kind="loading" text="Loading figures…" />;
  if (isError)
    return (
      <TableState
        kind="error"
        text="Unable to load the dashboard figures. Please refresh the page."
      />
    );
  return (
    <div>
      <div className="mb-4 flex items-center justify-between text-sm text-slate-600">
        <p>
          Live figures, counted at {formatTime(data.generatedAt)} on {formatDate(data.generatedAt)}.
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={buttonClasses('secondary', 'sm')}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      </div>
      <Figures data={data} />
    </div>
  );
}
