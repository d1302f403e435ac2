import type { TenancyDetail } from '@roomsetu/shared';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useReports } from '../api/get-reports';
import { useStartReport } from '../api/report-steps';
import { startableKinds } from '../utils/report-items';
import { AddButton } from './add-button';
import { LoadFailed } from './load-failed';
import { ReportCard } from './report-card';
import { Section } from './section';

/** The move-in and move-out reports: each one's state, opened one at a time; new ones started. */
export function ReportsSection({
  tenancy,
  selfId,
}: {
  tenancy: TenancyDetail;
  selfId: number | undefined;
}) {
  const { t } = useTranslation('tenancies');
  const { data, isPending, isError, refetch } = useReports(tenancy.id);
  const start = useStartReport();
  const [openId, setOpenId] = useState<number | null>(null);
  /** A report just started: its title takes the focus once it is listed. */
  const [startedId, setStartedId] = useState<number | null>(null);

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('reports.loading')} className="space-y-2">
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  } else if (isError) {
    body = <LoadFailed text={t('reports.loadFailed')} onRetry={() => void refetch()} />;
  } else {
    const reports = data.items;
    const kinds = startableKinds(tenancy, reports);
    body = (
      <>
        {reports.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center">
            <ClipboardList aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-2 text-sm font-semibold text-slate-900">{t('reports.empty')}</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                reports={reports}
                tenancy={tenancy}
                selfId={selfId}
                open={openId === report.id}
                focusTitle={startedId === report.id}
                onToggle={() => setOpenId(openId === report.id ? null : report.id)}
              />
            ))}
          </ul>
        )}
        {kinds.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {kinds.map((kind) => (
              <AddButton
                key={kind}
                disabled={start.isPending}
                onClick={() =>
                  start.mutate(
                    { tenancyId: tenancy.id, kind },
                    {
                      onSuccess: ({ id }) => {
                        setOpenId(id);
                        setStartedId(id);
                      },
                    },
                  )
                }
              >
                {t(`reports.start.${kind}`)}
              </AddButton>
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <Section title={t('reports.title')}>
      <p className="text-sm text-slate-600">{t('reports.intro')}</p>
      {body}
    </Section>
  );
}
