import type { ItemCondition, ReportItem } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { ReportPhoto } from './report-photo';

const TONES: Record<ItemCondition, string> = {
  GOOD: 'bg-green-50 text-green-800 ring-1 ring-green-200',
  FAIR: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  DAMAGED: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  MISSING: 'bg-slate-100 text-slate-800 ring-1 ring-slate-300',
};

/** One item of a report: its name, its condition, the note and the photos. */
export function ReportItemDetails({ reportId, item }: { reportId: number; item: ReportItem }) {
  const { t } = useTranslation(['tenancies', 'enums']);
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">{item.item}</p>
        <p className="text-sm">
          <span className="sr-only">{t('reports.condition')}: </span>
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[item.condition]}`}
          >
            {t(`enums:itemCondition.${item.condition}`)}
          </span>
        </p>
      </div>
      {item.note && <p className="text-sm break-words text-slate-700">{item.note}</p>}
      {item.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {item.photos.map((photo, index) => (
            <li key={photo.id}>
              <ReportPhoto
                reportId={reportId}
                photoId={photo.id}
                alt={t('reports.photo', { number: index + 1, item: item.item })}
                failedText={t('reports.photoFailed', { number: index + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
