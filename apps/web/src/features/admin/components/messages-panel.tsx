import { MESSAGE_STATUSES } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { useContactMessages } from '../api/contact-messages';
import { SelectFilter, TableState } from './filter-controls';
import { MessageCard } from './message-card';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const TYPES = ['contact', 'report'] as const;
const FILTER_KEYS = ['status', 'type'] as const;

/** The inbox of what the contact and report forms sent. */
export function MessagesPanel() {
  const { t } = useTranslation(['admin', 'enums']);
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const { data, isPending, isError } = useContactMessages({ ...values, page });
  const statusOptions = MESSAGE_STATUSES.map((value) => ({
    value,
    label: t(`enums:messageStatus.${value}`),
  }));
  const typeOptions = TYPES.map((value) => ({ value, label: t(`messages.types.${value}`) }));

  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="sr-only">
        {t('messages.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectFilter
          label={t('filters.status')}
          value={values.status}
          options={statusOptions}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label={t('filters.type')}
          value={values.type}
          options={typeOptions}
          onChange={(type) => set({ type })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text={t('messages.loading')} />
      ) : isError ? (
        <TableState kind="error" text={t('messages.failed')} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text={t('messages.empty')} />
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
