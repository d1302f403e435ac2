import {
  ID_REQUEST_STATUSES,
  type AdminVerificationRow,
  type IdRequestStatus,
} from '@roomsetu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { VerificationBadges } from '@/components/verification/verification-badges';
import { formatDate } from '@roomsetu/shared';
import { useDecideVerification, useDocumentImage, useVerifications } from '../api/verifications';
import { SelectFilter, TableState } from './filter-controls';
import { Pagination } from './pagination';
import { useUrlFilters } from './use-url-filters';

const FILTER_KEYS = ['status'] as const;

function DocumentImage({ id, n, label }: { id: number; n: number; label: string }) {
  const { t } = useTranslation('admin');
  const { url, failed } = useDocumentImage(id, n);
  if (failed)
    return <p className="text-sm text-slate-500">{t('verifications.imageMissing', { n })}</p>;
  if (!url)
    return <div aria-busy="true" className="h-40 w-64 animate-pulse rounded-lg bg-slate-100" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={t('verifications.imageAlt', { label, n })}
        className="max-h-64 rounded-lg border border-slate-200"
      />
    </a>
  );
}

function RequestCard({ row }: { row: AdminVerificationRow }) {
  const { t } = useTranslation(['admin', 'enums']);
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const label = t(`enums:idDocument.${row.documentType}`);
  const name = `${row.user.firstName} ${row.user.lastName}`;
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return;
    decide.mutate({ id: row.id, reject: { reason: reason.trim() } });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-label={`${name}: ${label}`}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="font-semibold text-slate-900">{name}</h3>
            <p className="text-sm text-slate-600">
              {row.user.email} ·{' '}
              {t('verifications.memberSince', { date: formatDate(row.user.createdAt) })}
            </p>
            <div className="mt-1">
              <VerificationBadges verifications={row.user.verifications} showMissing />
            </div>
          </div>
          <dl className="text-right text-sm text-slate-700">
            <dt className="sr-only">{t('verifications.document')}</dt>
            <dd className="font-semibold">
              {t('verifications.documentEnding', { label, last4: row.last4 })}
            </dd>
            <dt className="sr-only">{t('verifications.sent')}</dt>
            <dd>{t('verifications.sentOn', { date: formatDate(row.createdAt) })}</dd>
          </dl>
        </header>
        <div className="mt-4 flex flex-wrap gap-4">
          {Array.from({ length: row.imageCount }, (_, i) => (
            <DocumentImage key={i} id={row.id} n={i + 1} label={label} />
          ))}
          {row.imageCount === 0 && (
            <p className="text-sm text-slate-500">{t('verifications.imagesDeleted')}</p>
          )}
        </div>
        {row.status === 'REJECTED' && (
          <p className="mt-3 text-sm text-amber-800">
            {t('verifications.rejectedWith', { reason: row.rejectionReason })}
          </p>
        )}
        {row.status === 'PENDING' && (
          <div className="mt-4 space-y-3">
            {rejecting ? (
              <form onSubmit={reject} className="space-y-3">
                <TextAreaField
                  label={t('verifications.reasonLabel')}
                  name="reason"
                  rows={2}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  required
                />
                <div className="flex gap-2">
                  <button
                    type="submit"
                    disabled={decide.isPending || reason.trim().length < 3}
                    className={buttonClasses('primary', 'sm')}
                  >
                    {t('verifications.sendRejection')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setRejecting(false)}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    {t('verifications.cancel')}
                  </button>
                </div>
              </form>
            ) : (
              <div className="flex gap-2">
                <button
                  type="button"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: row.id })}
                  className={buttonClasses('primary', 'sm')}
                >
                  {t('verifications.approve')}
                </button>
                <button
                  type="button"
                  onClick={() => setRejecting(true)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('verifications.reject')}
                </button>
              </div>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** The ID queue: oldest waiting request first, with its images and the decision buttons. */
export function VerificationsPanel() {
  const { t } = useTranslation('admin');
  const { values, page, set, setPage } = useUrlFilters(FILTER_KEYS);
  const status = (ID_REQUEST_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as IdRequestStatus)
    : 'PENDING';
  const { data, isPending, isError } = useVerifications(status, page);
  const statusOptions = ID_REQUEST_STATUSES.map((value) => ({
    value,
    label: t(`verifications.statuses.${value}`),
  }));

  return (
    <section aria-labelledby="verifications-title">
      <h2 id="verifications-title" className="sr-only">
        {t('verifications.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectFilter
          label={t('filters.status')}
          value={status}
          options={statusOptions}
          onChange={(next) => set({ status: next })}
        />
      </div>
      {isPending ? (
        <TableState kind="loading" text={t('verifications.loading')} />
      ) : isError ? (
        <TableState kind="error" text={t('verifications.failed')} />
      ) : data.rows.length === 0 ? (
        <TableState kind="empty" text={t('verifications.empty')} />
      ) : (
        <>
          <ul className="space-y-4">
            {data.rows.map((row) => (
              <RequestCard key={row.id} row={row} />
            ))}
          </ul>
          <Pagination
            page={page}
            pages={data.pages}
            total={data.total}
            noun="requests"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
