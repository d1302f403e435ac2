import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, toOptions } from '@roomsetu/shared';
import { useContactMessages } from '../api/contact-messages';
import { SelectFilter, TableState } from './filter-controls';
import { MessageCard } from './message-card';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const STATUS_OPTIONS = toOptions(MESSAGE_STATUSES, MESSAGE_STATUS_LABELS);
const TYPE_OPTIONS = [
  { value: 'contact', label: 'Contact form' },
  { value: 'report', label: 'Issue report' },
];
const FILTER_KEYS = ['status', 'type'] as const;

/** The inbox of what the contact and report forms sent. */
export function MessagesPanel() {
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError } = useContactMessages({ ...values, page });

  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="sr-only">
        Contact messages and reports
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectFilter
          label="Status"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label="Type"
          value={values.type}
          options={TYPE_OPTIONS}
          onChange={(type) => set({ type })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text="Loading messages…" />
      ) : isError ? (
        <TableState kind="error" text="Unable to fetch the messages. Please refresh the page." />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text="No messages here. The inbox is clear." />
      ) : (
        <>
          <ul className="space-y-3">
            {data.rows.map((m) => (
              <MessageCard key={m.id} message={m} />
            ))}
          </ul>
          <Pagination
            page={page}
            pages={data.pages}
            total={data.total}
            noun="messages"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
