import type { SavedSearch } from '@roomsetu/shared';
import { Pause, Pencil, Play, Search, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
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
  return (
    <Modal open={search !== null} onClose={onClose} title="Edit saved search">
      {search && <EditForm key={search.id} search={search} onDone={onClose} />}
    </Modal>
  );
}

function EditForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  return (
    <SavedSearchForm
      initial={search}
      submitLabel="Save"
      pending={update.isPending}
      failure={update.isError ? update.error.message : null}
      onCancel={onDone}
      onSubmit={(values) =>
        update.mutate(
          { id: search.id, ...values },
          {
            onSuccess: () => {
              toast.success('Saved search updated');
              onDone();
            },
          },
        )
      }
    />
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  return (
    <Modal
      open={search !== null}
      onClose={onClose}
      title="Delete saved search?"
      description={search ? `"${search.name}" and its alerts will be gone.` : undefined}
    >
      <FormAlert message={remove.isError ? remove.error.message : null} />
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className={buttonClasses('ghost', 'md')}
          data-autofocus
        >
          Keep it
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            search &&
            remove.mutate(search.id, {
              onSuccess: () => {
                toast.success('Saved search deleted');
                onClose();
              },
            })
          }
          className={buttonClasses('primary', 'md', 'bg-red-600 hover:bg-red-700')}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
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
  const update = useUpdateSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const paused = search.frequency === 'OFF';
  const summary = searchName(search.filters);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 sm:flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{search.name}</span>
          {search.newCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-bold text-white">
              {search.newCount} new
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {summary !== search.name && <>{summary} · </>}
          Alerts: {frequencyLabel(search.frequency)}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Link
          to={savedSearchUrl(search.filters)}
          onClick={() => seen.mutate(search.id)}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Open ${search.name}`}
        >
          <Search aria-hidden="true" className="size-4" />
          Open
        </Link>
        <IconButton
          label={`${paused ? 'Resume' : 'Pause'} alerts for ${search.name}`}
          title={paused ? 'Resume alerts' : 'Pause alerts'}
          Icon={paused ? Play : Pause}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: search.id, frequency: paused ? 'INSTANT' : 'OFF' },
              { onError: (error) => toast.error(error.message) },
            )
          }
        />
        <IconButton label={`Edit ${search.name}`} title="Edit" Icon={Pencil} onClick={onEdit} />
        <IconButton
          label={`Delete ${search.name}`}
          title="Delete"
          Icon={Trash2}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}

/** The profile's Saved searches tab: new-listing counts, open, edit, pause and delete. */
export function SavedSearchesTab() {
  const { data, isPending, isError } = useSavedSearches();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (isPending) return <Spinner label="Loading saved searches…" />;
  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        Your saved searches could not be loaded. Please try again.
      </p>
    );
  }

  return (
    <section aria-labelledby="saved-searches">
      <h2 id="saved-searches" className="text-lg font-bold text-slate-900">
        Saved searches
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
          <p>
            No saved searches yet. Search for rooms and choose "Save this search" to hear about new
            ones first.
          </p>
          <Link to={paths.findRooms} className={buttonClasses('primary', 'sm', 'mt-4')}>
            Find rooms
          </Link>
        </div>
      )}
      <EditDialog search={editing} onClose={() => setEditing(null)} />
      <DeleteDialog search={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
