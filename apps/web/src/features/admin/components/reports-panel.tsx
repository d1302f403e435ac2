import {
  MODERATION_ACTION_LABELS,
  REPORT_REASONS,
  SUSPENSION_DAYS,
  type AdminReportGroup,
  type ModerationAction,
} from '@roomsetu/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatTime } from '@roomsetu/shared';
import { useModerate, useReportQueue } from '../api/reports';
import { SelectFilter, TableState } from './filter-controls';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const FILTER_KEYS = ['status', 'reason'] as const;

/** The actions that make sense for a target. */
function actionsFor(group: AdminReportGroup): ModerationAction[] {
  const actions: ModerationAction[] = ['DISMISS'];
  if (group.targetType === 'LISTING') actions.push('HIDE_LISTING');
  if (group.targetType === 'REVIEW') actions.push('HIDE_REVIEW');
  actions.push('WARN_USER', 'SUSPEND_USER', 'RESTORE');
  return actions;
}

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** A resolution code as the log words it; a code this build does not know stays as it is. */
const isModerationAction = (code: string): code is ModerationAction =>
  Object.hasOwn(MODERATION_ACTION_LABELS, code);

function ActionForm({ group }: { group: AdminReportGroup }) {
  const { t } = useTranslation(['admin', 'enums']);
  const moderate = useModerate();
  const [action, setAction] = useState<ModerationAction>('DISMISS');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [error, setError] = useState<string | null>(null);
  const ids = { action: useId(), reason: useId(), days: useId(), error: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('reports.form.reasonRequired'));
    setError(null);
    moderate.mutate(
      {
        targetType: group.targetType,
        targetId: group.targetId,
        input: {
          action,
          reason: reason.trim(),
          ...(action === 'SUSPEND_USER'
            ? { days: days === 'permanent' ? null : (Number(days) as 1 | 7 | 30) }
            : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('reports.form.done', { action: t(`enums:moderationAction.${action}`) }));
          setReason('');
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.message ? err.message : t('reports.form.failed')),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.action} className="text-xs font-medium text-slate-600">
          {t('filters.action')}
        </label>
        <select
          id={ids.action}
          value={action}
          onChange={(e) => setAction(e.target.value as ModerationAction)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {actionsFor(group).map((a) => (
            <option key={a} value={a}>
              {t(`enums:moderationAction.${a}`)}
            </option>
          ))}
        </select>
      </div>
      {action === 'SUSPEND_USER' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.days} className="text-xs font-medium text-slate-600">
            {t('reports.form.suspendFor')}
          </label>
          <select
            id={ids.days}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {SUSPENSION_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {t('reports.form.days', { count: d })}
              </option>
            ))}
            <option value="permanent">{t('reports.form.permanently')}</option>
          </select>
        </div>
      )}
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={ids.reason} className="text-xs font-medium text-slate-600">
          {t('reports.form.reason')}
        </label>
        <input
          id={ids.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        />
      </div>
      <button
        type="submit"
        disabled={moderate.isPending}
        className={buttonClasses('primary', 'sm', 'h-10')}
      >
        {moderate.isPending ? t('reports.form.working') : t(`enums:moderationAction.${action}`)}
      </button>
      {error && (
        <p id={ids.error} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function ReportGroupCard({ group }: { group: AdminReportGroup }) {
  const { t } = useTranslation(['admin', 'enums']);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(`enums:reportTarget.${group.targetType}`)} #{group.targetId}
            {group.listingStatus && ` · ${group.listingStatus}`}
            {group.suspendedUntil && ` · ${t('reports.accountSuspended')}`}
          </p>
          <h3 className="mt-1 font-semibold break-words text-slate-900">{group.summary}</h3>
          {group.targetType === 'TENANCY' && (
            <Link
              to={`/profile?tab=tenancies&tenancy=${group.targetId}`}
              className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
            >
              {t('reports.openTenancy')}
            </Link>
          )}
          <p className="mt-1 flex flex-wrap gap-1.5">
            {group.reasons.map((r) => (
              <span
                key={r}
                className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200"
              >
                {t(`enums:reportReason.${r}`)}
              </span>
            ))}
          </p>
        </div>
        <div className="text-right">
          <p
            className="text-2xl font-bold text-slate-900"
            aria-label={t('reports.countLabel', { n: group.count })}
          >
            {group.count}
          </p>
          <p className="text-xs text-slate-500">
            {t('reports.latest', { when: when(group.latestAt) })}
          </p>
        </div>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          {t('reports.showReports', { count: group.count })}
        </summary>
        <ul className="mt-2 space-y-2">
          {group.reports.map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-800">
                {r.reporter.name} · {t(`enums:reportReason.${r.reason}`)}
                <span className="font-normal text-slate-500"> · {when(r.createdAt)}</span>
                {r.resolution && (
                  <span className="font-normal text-slate-500">
                    {' '}
                    ·{' '}
                    {isModerationAction(r.resolution)
                      ? t(`enums:moderationAction.${r.resolution}`)
                      : r.resolution}
                  </span>
                )}
              </p>
              <ReporterTrust reporter={r.reporter} />
              {r.details && <p className="mt-1 whitespace-pre-wrap text-slate-700">{r.details}</p>}
            </li>
          ))}
        </ul>
      </details>
      <ActionForm group={group} />
    </li>
  );
}

type Reporter = AdminReportGroup['reports'][number]['reporter'];

/**
 * How cheaply the reporter could be someone else: the account's age and confirmations, and the
 * warning signs of one person behind several reports (a shared network, alias-like addresses).
 */
function ReporterTrust({ reporter: r }: { reporter: Reporter }) {
  const { t } = useTranslation('admin', { keyPrefix: 'reports.reporter' });
  const age = r.accountAgeDays === 0 ? t('newToday') : t('age', { count: r.accountAgeDays });
  const confirmed = (yes: boolean) => (yes ? t('confirmed') : t('notConfirmed'));
  const warnings = [
    r.sharesNetwork && t('sharesNetwork'),
    r.aliasPattern && t('aliasPattern'),
  ].filter((w): w is string => Boolean(w));
  return (
    <p className="mt-1 text-xs text-slate-600">
      {t('summary', {
        age,
        email: confirmed(r.emailVerified),
        phone: confirmed(r.phoneVerified),
      })}
      {warnings.map((w) => (
        <span
          key={w}
          className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900"
        >
          {w}
        </span>
      ))}
    </p>
  );
}

/** The moderation queue: reported targets with their reports and the admin's actions. */
export function ReportsPanel() {
  const { t } = useTranslation(['admin', 'enums']);
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const status = values.status === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const { data, isPending, isError } = useReportQueue({ status, reason: values.reason, page });

  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title" className="sr-only">
        {t('reports.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div
          role="group"
          aria-label={t('filters.status')}
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          {(['OPEN', 'CLOSED'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => set({ status: s === 'OPEN' ? '' : s })}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                status === s ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
              }`}
            >
              {s === 'OPEN' ? t('reports.open') : t('reports.closed')}
            </button>
          ))}
        </div>
        <SelectFilter
          label={t('filters.reason')}
          value={values.reason}
          options={REPORT_REASONS.map((value) => ({
            value,
            label: t(`enums:reportReason.${value}`),
          }))}
          onChange={(reason) => set({ reason })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text={t('reports.loading')} />
      ) : isError ? (
        <TableState kind="error" text={t('reports.failed')} />
      ) : data.rows.length === 0 ? (
        <TableState
          kind="empty"
          text={status === 'OPEN' ? t('reports.emptyOpen') : t('reports.emptyClosed')}
        />
      ) : (
        <>
          <ul className="space-y-3">
            {data.rows.map((g) => (
              <ReportGroupCard key={`${g.targetType}:${g.targetId}`} group={g} />
            ))}
          </ul>
          <Pagination
            page={page}
            pages={data.pages}
            total={data.total}
            noun="reportedItems"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
