import { AUDIT_TARGET_TYPES, type AuditLogEntry } from '@roomsetu/shared';
import { formatDateTime } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/reports';
import { auditActionName, auditChanges } from '../lib/audit-entry';
import { DateFilter, SearchFilter, SelectFilter, TableState } from './filter-controls';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const FILTER_KEYS = ['action', 'targetType', 'targetId', 'actorId', 'from', 'to'] as const;
// Examples of what the id and action boxes take: codes, the same in every language.
const ACTION_EXAMPLE = 'listing.hide';
const TARGET_ID_EXAMPLE = '42';
const ADMIN_ID_EXAMPLE = '1';

/** before → after for each field the action changed. */
function Change({ entry }: { entry: AuditLogEntry }) {
  const changes = auditChanges(entry);
  if (!changes.length) return <span className="text-slate-500">—</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="text-slate-600">{c.field}:</span> {c.before} → {c.after}
        </li>
      ))}
    </ul>
  );
}

/** Every admin action, newest first; read only. */
export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError } = useAuditLog({ ...values, page });
  const targetOptions = AUDIT_TARGET_TYPES.map((value) => ({
    value,
    label: t(`audit.targets.${value}`),
  }));

  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="sr-only">
        {t('audit.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchFilter
          label={t('filters.action')}
          value={values.action}
          placeholder={ACTION_EXAMPLE}
          onChange={(action) => set({ action })}
        />
        <SelectFilter
          label={t('audit.target')}
          value={values.targetType}
          options={targetOptions}
          onChange={(targetType) => set({ targetType })}
        />
        <SearchFilter
          label={t('audit.targetId')}
          value={values.targetId}
          placeholder={TARGET_ID_EXAMPLE}
          onChange={(targetId) => set({ targetId })}
        />
        <SearchFilter
          label={t('audit.adminId')}
          value={values.actorId}
          placeholder={ADMIN_ID_EXAMPLE}
          onChange={(actorId) => set({ actorId })}
        />
        <DateFilter
          label={t('audit.from')}
          value={values.from}
          onChange={(from) => set({ from })}
        />
        <DateFilter label={t('audit.to')} value={values.to} onChange={(to) => set({ to })} />
      </div>
      {isPending ? (
        <TableState kind="loading" text={t('audit.loading')} />
      ) : isError ? (
        <TableState kind="error" text={t('audit.failed')} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text={t('audit.empty')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('audit.caption')}</caption>
              <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.when')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.who')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.action')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.target')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.reason')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.change')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {data.rows.map((e) => (
                  <tr key={e.id}>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                    <td className="px-4 py-3">{e.actor ? e.actor.name : t('audit.automatic')}</td>
                    <td className="px-4 py-3">
                      {auditActionName(e.action)}
                      <span className="block font-mono text-xs text-slate-600">{e.action}</span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {e.targetType} #{e.targetId}
                    </td>
                    <td className="px-4 py-3">{e.reason ?? '—'}</td>
                    <td className="px-4 py-3 break-all">
                      <Change entry={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pages={data.pages}
            total={data.total}
            noun="actions"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
