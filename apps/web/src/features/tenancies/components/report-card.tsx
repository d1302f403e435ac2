import type { TenancyReport, TenancySummary } from '@roomsetu/shared';
import { ChevronDown, Lock } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useReportName } from '../utils/report-name';
import { momentDay, personName } from '../utils/tenancy-text';
import { ReportView } from './report-view';

/** The parties' names for a list of ids, the reader marked "(you)". */
function useNames(tenancy: TenancySummary, selfId: number | undefined) {
  const { t } = useTranslation('tenancies');
  const people = [tenancy.owner, ...tenancy.tenants];
  return (ids: readonly number[]) =>
    ids.length === 0
      ? t('reports.nobody')
      : ids
          .map((id) => {
            const person = people.find((p) => p.id === id);
            const name = person ? personName(person) : t('detail.someone');
            return id === selfId ? t('row.you', { name }) : name;
          })
          .join(', ');
}

/** A report in the list: what it is, who has signed, who is awaited; opened in place. */
export function ReportCard({
  report,
  reports,
  tenancy,
  selfId,
  open,
  focusTitle,
  onToggle,
}: {
  report: TenancyReport;
  reports: readonly TenancyReport[];
  tenancy: TenancySummary;
  selfId: number | undefined;
  open: boolean;
  /** Focus the title as it appears (a report just started). */
  focusTitle: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const lang = currentLanguage();
  const names = useNames(tenancy, selfId);
  const reportName = useReportName();
  const panelId = useId();
  const title = useRef<HTMLButtonElement | null>(null);
  const titleRef = useCallback(
    (node: HTMLButtonElement | null) => {
      title.current = node;
      if (focusTitle) node?.focus();
    },
    [focusTitle],
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <h4>
        <button
          ref={titleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-4 pt-3 text-left font-semibold text-slate-900 hover:text-brand-700"
        >
          {reportName(report.kind)}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h4>
      <div className="space-y-0.5 px-4 pb-3 text-sm text-slate-700">
        <p>
          {[
            t('reports.startedOn', { date: momentDay(report.createdAt, lang) }),
            t('reports.items', { count: report.items.length }),
          ].join(' · ')}
        </p>
        {report.sealedAt ? (
          <p className="flex items-center gap-1.5 font-medium text-green-800">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {t('reports.sealedOn', { date: momentDay(report.sealedAt, lang) })}
          </p>
        ) : (
          <>
            <p>{t('reports.signedBy', { names: names(report.signatures.map((s) => s.userId)) })}</p>
            <p>{t('reports.awaiting', { names: names(report.awaiting) })}</p>
          </>
        )}
      </div>
      <div id={panelId} hidden={!open}>
        {open && (
          <ReportView
            report={report}
            reports={reports}
            tenancy={tenancy}
            selfId={selfId}
            onSigned={() => title.current?.focus()}
          />
        )}
      </div>
    </li>
  );
}
