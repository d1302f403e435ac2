import type { SavedSearch } from '@roomsetu/shared';
import { Pause, Pencil, Play, Search, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import {
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { savedSearchUrl, searchName } from '../utils/search-filters';
import { frequencyLabel } from './frequency-options';
import { SavedSearchForm } from './saved-search-form';

function IconButton({
  label,
  title,
  Icon,
  onClick,
  disabled,
}: {
  label: string;
  title: string;
  Icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function EditDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Modal open={search !== null} onClose={onClose} title={t('saved.editTitle')}>
      {search && <EditForm key={search.id} search={search} onDone={onClose} />}
    </Modal>
  );
}

function EditForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { t } = useTranslation('notifications');
  const update = useUpdateSavedSearch();
  return (
    <SavedSearchForm
      initial={search}
      submitLabel={t('saved.save')}
      pending={update.isPending}
      failure={update.isError ? update.error.message : null}
      onCancel={onDone}
      onSubmit={(values) =>
        update.mutate(
          { id: search.id, ...values },
          {
            onSuccess: () => {
              toast.success(t('saved.updated'));
              onDone();
            },
          },
        )
      }
    />
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const remove = useDeleteSavedSearch();
  return (
    <Modal
      open={search !== null}
      onClose={onClose}
      title={t('saved.deleteTitle')}
      description={search ? t('saved.deleteDescription', { name: search.name }) : undefined}
    >
      <FormAlert message={remove.isError ? remove.error.message : null} />
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className={buttonClasses('ghost', 'md')}
          data-autofocus
        >
          {t('saved.keep')}
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            search &&
            remove.mutate(search.id, {
              onSuccess: () => {
                toast.success(t('saved.deleted'));
                onClose();
              },
            })
          }
          className={buttonClasses('primary', 'md', 'bg-red-600 hover:bg-red-700')}
        >
          {remove.isPending ? t('saved.deleting') : t('saved.delete')}
        </button>
      </div>
    </Modal>
  );
}

function SavedSearchItem({
  search,
  onEdit,
  onDelete,
}: {
  search: SavedSearch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['notifications', 'enums']);
  const update = useUpdateSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const paused = search.frequency === 'OFF';
  const summary = searchName(t, search.filters);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 sm:flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{search.name}</span>
          {search.newCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-bold text-white">
              {t('saved.newCount', { count: search.newCount })}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {summary !== search.name && <>{summary} · </>}
          {t('saved.alerts', { frequency: frequencyLabel(search.frequency) })}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Link
          to={savedSearchUrl(search.filters)}
          onClick={() => seen.mutate(search.id)}
          className={buttonClasses('secondary', 'sm')}
          aria-label={t('saved.openLabel', { name: search.name })}
        >
          <Search aria-hidden="true" className="size-4" />
          {t('saved.open')}
        </Link>
        <IconButton
          label={t(paused ? 'saved.resumeLabel' : 'saved.pauseLabel', { name: search.name })}
          title={paused ? t('saved.resumeTitle') : t('saved.pauseTitle')}
          Icon={paused ? Play : Pause}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: search.id, frequency: paused ? 'INSTANT' : 'OFF' },
              { onError: (error) => toast.error(error.message) },
            )
          }
        />
        <IconButton
          label={t('saved.editLabel', { name: search.name })}
          title={t('saved.edit')}
          Icon={Pencil}
          onClick={onEdit}
        />
        <IconButton
          label={t('saved.deleteLabel', { name: search.name })}
          title={t('saved.delete')}
          Icon={Trash2}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}

/** The profile's Saved searches tab: new-listing counts, open, edit, pause and delete. */
export function SavedSearchesTab() {
  const { t } = useTranslation('notifications');
  const { data, isPending, isError } = useSavedSearches();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (isPending) return <Spinner label={t('saved.loading')} />;
  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        {t('saved.loadFailed')}
      </p>
    );
  }

  return (
    <section aria-labelledby="saved-searches">
      <h2 id="saved-searches" className="text-lg font-bold text-slate-900">
        {t('saved.heading')}
      </h2>
      {data.length ? (
        <ul className="mt-4 space-y-3">
          {data.map((s) => (
            <SavedSearchItem
              key={s.id}
              search={s}
              onEdit={() => setEditing(s)}
              onDelete={() => setDeleting(s)}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          <p>{t('saved.empty')}</p>
          <Link to={paths.findRooms} className={buttonClasses('primary', 'sm', 'mt-4')}>
            {t('saved.findRooms')}
          </Link>
        </div>
      )}
      <EditDialog search={editing} onClose={() => setEditing(null)} />
      <DeleteDialog search={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
