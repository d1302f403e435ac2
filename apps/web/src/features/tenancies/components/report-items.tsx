import type { TenancyReport } from '@roomsetu/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { byRoom, matchIn } from '../utils/report-items';
import { ReportItemDetails } from './report-item-details';

function Room({ room, children }: { room: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h5
        id={id}
        className="text-sm font-semibold tracking-wide break-words text-slate-600 uppercase"
      >
        {room}
      </h5>
      {children}
    </section>
  );
}

/** A report's items, room by room. */
export function ReportItems({ report }: { report: TenancyReport }) {
  return (
    <div className="space-y-4">
      {byRoom(report.items).map((group) => (
        <Room key={group.room} room={group.room}>
          <ul className="space-y-2">
            {group.items.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 p-3">
                <ReportItemDetails reportId={report.id} item={item} />
              </li>
            ))}
          </ul>
        </Room>
      ))}
    </div>
  );
}

/**
 * A move-out report read against the move-in one: each item beside the move-in item of the same
 * room and name, one above the other on a phone and side by side from 768 px.
 */
export function MoveOutComparison({
  report,
  baseline,
}: {
  report: TenancyReport;
  baseline: TenancyReport;
}) {
  const { t } = useTranslation('tenancies');
  const label = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className="space-y-4">
      {byRoom(report.items).map((group) => (
        <Room key={group.room} room={group.room}>
          <ul className="space-y-3">
            {group.items.map((item) => {
              const before = matchIn(baseline, item);
              return (
                <li
                  key={item.id}
                  data-testid="report-pair"
                  className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-2"
                >
                  <div className="min-w-0 space-y-1 rounded-md bg-slate-50 p-2">
                    <p className={label}>{t('reports.compare.moveIn')}</p>
                    {before ? (
                      <ReportItemDetails reportId={baseline.id} item={before} />
                    ) : (
                      <p className="text-sm text-slate-600">{t('reports.compare.notAtMoveIn')}</p>
                    )}
                  </div>
                  <div className="min-w-0 space-y-1 p-2">
                    <p className={label}>{t('reports.compare.moveOut')}</p>
                    <ReportItemDetails reportId={report.id} item={item} />
                  </div>
                </li>
              );
            })}
          </ul>
        </Room>
      ))}
    </div>
  );
}
