import type { TenancyReport, TenancySummary } from '@roomsetu/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormOpener } from '../utils/form-opener';
import { baselineOf, roomsUsed } from '../utils/report-items';
import { AddButton } from './add-button';
import { ReportItemForm } from './report-item-form';
import { MoveOutComparison, ReportItems } from './report-items';
import { ReportSign } from './report-sign';

/**
 * An opened report: its items room by room (a move-out one beside the move-in one), and while it
 * is not sealed, the party's "Add item" and signing; a sealed one says it can no longer change.
 */
export function ReportView({
  report,
  reports,
  tenancy,
  selfId,
  onSigned,
}: {
  report: TenancyReport;
  reports: readonly TenancyReport[];
  tenancy: TenancySummary;
  selfId: number | undefined;
  onSigned: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const adding = useFormOpener();
  const sealed = Boolean(report.sealedAt);
  const baseline = baselineOf(report, reports);
  const canAdd = !sealed && tenancy.role !== null;
  return (
    <div className="space-y-4 border-t border-slate-200 p-4">
      {sealed && (
        <p className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('reports.lock')}
        </p>
      )}
      {report.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('reports.noItems')}</p>
      ) : baseline ? (
        <MoveOutComparison report={report} baseline={baseline} />
      ) : (
        <ReportItems report={report} />
      )}
      {canAdd &&
        (adding.open ? (
          <ReportItemForm report={report} rooms={roomsUsed(reports)} onClose={adding.cancel} />
        ) : (
          <AddButton ref={adding.button} onClick={adding.show}>
            {t('reports.addItem')}
          </AddButton>
        ))}
      <ReportSign report={report} selfId={selfId} onSigned={onSigned} />
    </div>
  );
}
