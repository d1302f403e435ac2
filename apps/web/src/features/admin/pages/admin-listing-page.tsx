import { CITIES, PROPERTY_STATUSES } from '@roomsetu/shared';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { downloadListingsCsv } from '../api/export-listings';
import { useAdminListings } from '../api/get-listings';
import { AdminShell } from '../components/admin-shell';
import { SearchFilter, SelectFilter, TableState } from '../components/filter-controls';
import { ListingsTable } from '../components/listings-table';
import { Pagination } from '../components/pagination';
import { useUrlFilters } from '../components/use-url-filters';

const STATUSES = PROPERTY_STATUSES.filter((s) => s !== 'DELETED');
// City names are written the same in every language.
const CITY_OPTIONS = CITIES.map((c) => ({ value: c.value, label: c.label }));
const FILTER_KEYS = ['status', 'city', 'search'] as const;

export function AdminListingPage() {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const statusOptions = STATUSES.map((s) => ({ value: s, label: t(`enums:propertyStatus.${s}`) }));
  const { data, isPending, isError, isPlaceholderData } = useAdminListings(values, page);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadListingsCsv(values);
    } catch {
      toast.error(t('listings.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminShell
      title={t('listings.title')}
      description={t('listings.description')}
      active="listings"
      actions={
        <>
          <Link to={paths.admin} className={buttonClasses('ghost', 'md')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('listings.backToDashboard')}
          </Link>
          <button
            type="button"
            onClick={() => void exportCsv()}
            disabled={exporting}
            className={buttonClasses('primary', 'md')}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporting ? t('listings.exporting') : t('listings.export')}
          </button>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchFilter
          label={t('filters.search')}
          placeholder={t('listings.searchPlaceholder')}
          value={values.search}
          onChange={(search) => set({ search })}
        />
        <SelectFilter
          label={t('filters.status')}
          value={values.status}
          options={statusOptions}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label={t('filters.city')}
          value={values.city}
          options={CITY_OPTIONS}
          onChange={(city) => set({ city })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text={t('listings.loading')} />
      ) : isError ? (
        <TableState kind="error" text={t('messages:adminListingsFailed')} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text={t('listings.empty')} />
      ) : (
        <>
          <ListingsTable rows={data.rows} dimmed={isPlaceholderData} />
          <Pagination
            page={page}
            pages={data.pages}
            total={data.total}
            noun="listings"
            onPage={setPage}
          />
        </>
      )}
    </AdminShell>
  );
}
