import { AUDIT_TARGET_TYPES, type AuditLogEntry } from '@roomsetu/shared';
import { formatDateTime } from '@roomsetu/shared';
import { useAuditLog } from '../api/reports';
import { auditActionName, auditChanges } from '../lib/audit-entry';
import { DateFilter, SearchFilter, SelectFilter, TableState } from './filter-controls';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const FILTER_KEYS = ['action', 'targetType', 'targetId', 'actorId', 'from', 'to'] as const;
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((value) => ({
  value,
  label: value.charAt(0) + value.slice(1).toLowerCase().replace('_', ' '),
}));

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
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError } = useAuditLog({ ...values, page });

  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="sr-only">
        Audit log
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchFilter
          label="Action"
          value={values.action}
          placeholder="listing.hide"
          onChange={(action) => set({ action })}
        />
        <SelectFilter
          label="Target"
          value={values.targetType}
          options={TARGET_OPTIONS}
          onChange={(targetType) => set({ targetType })}
        />
        <SearchFilter
          label="Target id"
          value={values.targetId}
          placeholder="42"
          onChange={(targetId) => set({ targetId })}
        />
        <SearchFilter
          label="Admin id"
          value={values.actorId}
          placeholder="1"
          onChange={(actorId) => set({ actorId })}
        />
        <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
      </div>
      {isPending ? (
        <TableState kind="loading" text="Loading the audit log…" />
      ) : isError ? (
        <TableState
          kind="error"
          text="Unable to fetch the audit log. Check the filters or refresh the page."
        />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text="No entries match these filters." />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Admin actions, newest first</caption>
              <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    When
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Who
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Target
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Reason
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Change
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {data.rows.map((e) => (
                  <tr key={e.id}>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                    <td className="px-4 py-3">{e.actor ? e.actor.name : 'RoomSetu (automatic)'}</td>
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
