import {
  ADMIN_USER_STATUSES,
  ROLES,
  VERIFICATION_BADGES,
  type VerificationBadge,
} from '@roomsetu/shared';
import { formatDate } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../api/get-users';
import { SearchFilter, SelectFilter, TableState } from './filter-controls';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const isBadge = (label: string): label is VerificationBadge =>
  (VERIFICATION_BADGES as readonly string[]).includes(label);
const FILTER_KEYS = ['search', 'role', 'status'] as const;

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top';

export function UsersPanel() {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError, isPlaceholderData } = useAdminUsers({ ...values, page });
  const roleOptions = ROLES.map((value) => ({ value, label: t(`enums:role.${value}`) }));
  // The same words as the badges (the dashboard's breakdown and each user's status).
  const statusOptions = ADMIN_USER_STATUSES.map((value) => ({
    value,
    label: t(`enums:adminUserStatus.${value}`),
  }));

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title" className="sr-only">
        {t('users.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchFilter
          label={t('filters.search')}
          placeholder={t('users.searchPlaceholder')}
          value={values.search}
          onChange={(search) => set({ search })}
        />
        <SelectFilter
          label={t('filters.role')}
          value={values.role}
          options={roleOptions}
          onChange={(role) => set({ role })}
        />
        <SelectFilter
          label={t('filters.status')}
          value={values.status}
          options={statusOptions}
          onChange={(status) => set({ status })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text={t('users.loading')} />
      ) : isError ? (
        <TableState kind="error" text={t('messages:adminUsersFailed')} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text={t('users.empty')} />
      ) : (
        <>
          <div
            className={`overflow-x-auto rounded-xl border border-slate-200 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t('users.caption')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {t('users.columns.name')}
                  </th>
                  <th scope="col" className={th}>
                    {t('users.columns.email')}
                  </th>
                  <th scope="col" className={th}>
                    {t('users.columns.phone')}
                  </th>
                  <th scope="col" className={th}>
                    {t('users.columns.role')}
                  </th>
                  <th scope="col" className={th}>
                    {t('users.columns.status')}
                  </th>
                  <th scope="col" className={th}>
                    {t('users.columns.listings')}
                  </th>
                  <th scope="col" className={th}>
                    {t('users.columns.joined')}
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
                    <td className={td}>{t(`enums:role.${u.role}`)}</td>
                    <td className={td}>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${u.status === 'verified' ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-800'}`}
                      >
                        {isBadge(u.statusLabel)
                          ? t(`enums:verificationBadge.${u.statusLabel}`)
                          : u.statusLabel}
                      </span>
                      <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
                        {u.isPhoneVerified ? t('users.phoneVerified') : t('users.phoneNotVerified')}
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
