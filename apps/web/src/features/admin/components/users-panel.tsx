import {
  ADMIN_USER_STATUS_LABELS,
  ADMIN_USER_STATUSES,
  MESSAGES,
  ROLE_LABELS,
  ROLES,
  toOptions,
} from '@roomsetu/shared';
import { formatDate } from '@roomsetu/shared';
import { useAdminUsers } from '../api/get-users';
import { SearchFilter, SelectFilter, TableState } from './filter-controls';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const ROLE_OPTIONS = toOptions(ROLES, ROLE_LABELS);
const STATUS_OPTIONS = toOptions(ADMIN_USER_STATUSES, ADMIN_USER_STATUS_LABELS);
const FILTER_KEYS = ['search', 'role', 'status'] as const;

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top';

export function UsersPanel() {
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError, isPlaceholderData } = useAdminUsers({ ...values, page });

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title" className="sr-only">
        Users
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchFilter
          label="Search"
          placeholder="Name or e-mail"
          value={values.search}
          onChange={(search) => set({ search })}
        />
        <SelectFilter
          label="Role"
          value={values.role}
          options={ROLE_OPTIONS}
          onChange={(role) => set({ role })}
        />
        <SelectFilter
          label="Status"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text="Loading users…" />
      ) : isError ? (
        <TableState kind="error" text={MESSAGES.adminUsersFailed} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text="No users match these filters." />
      ) : (
        <>
          <div
            className={`overflow-x-auto rounded-xl border border-slate-200 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">Users, newest first</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={th}>
                    Email
                  </th>
                  <th scope="col" className={th}>
                    Phone
                  </th>
                  <th scope="col" className={th}>
                    Role
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Listings
                  </th>
                  <th scope="col" className={th}>
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.rows.map((u) => (
                  <tr key={u.id}>
                    <th scope="row" className={`${td} text-left font-medium text-slate-900`}>
                      {u.firstName} {u.lastName}
                    </th>
                    <td className={`${td} break-all`}>
                      <a href={`mailto:${u.email}`} className="text-brand-700 hover:underline">
                        {u.email}
                      </a>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{u.phone}</td>
                    <td className={td}>{ROLE_LABELS[u.role]}</td>
                    <td className={td}>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${u.status === 'verified' ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-800'}`}
                      >
                        {u.statusLabel}
                      </span>
                      <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
                        {u.isPhoneVerified ? 'Phone verified' : 'Phone not verified'}
                      </span>
                    </td>
                    <td className={`${td} tabular-nums`}>{u.propertiesCount}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pages={data.pages}
            total={data.total}
            noun="users"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
