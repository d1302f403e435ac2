import { CITIES, MESSAGES, PROPERTY_STATUS_LABELS, PROPERTY_STATUSES } from '@roomsetu/shared';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
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

const STATUS_OPTIONS = PROPERTY_STATUSES.filter((s) => s !== 'DELETED').map((s) => ({
  value: s,
  label: PROPERTY_STATUS_LABELS[s],
}));
const CITY_OPTIONS = CITIES.map((c) => ({ value: c.value, label: c.label }));
const FILTER_KEYS = ['status', 'city', 'search'] as const;

export function AdminListingPage() {
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError, isPlaceholderData } = useAdminListings(values, page);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadListingsCsv(values);
    } catch {
      toast.error('Export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminShell
      title="Listings Management"
      description="Review, moderate and export RoomSetu property listings."
      active="listings"
      actions={
        <>
          <Link to={paths.admin} className={buttonClasses('ghost', 'md')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </Link>
          <button
            type="button"
            onClick={() => void exportCsv()}
            disabled={exporting}
            className={buttonClasses('primary', 'md')}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporting ? 'Exporting…' : 'Export'}
          </button>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchFilter
          label="Search"
          placeholder="Listing title"
          value={values.search}
          onChange={(search) => set({ search })}
        />
        <SelectFilter
          label="Status"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label="City"
          value={values.city}
          options={CITY_OPTIONS}
          onChange={(city) => set({ city })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text="Loading listings…" />
      ) : isError ? (
        <TableState kind="error" text={MESSAGES.adminListingsFailed} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text="No listings match these filters." />
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
