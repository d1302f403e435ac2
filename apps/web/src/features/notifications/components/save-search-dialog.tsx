import { SAVED_SEARCH_NAME_MAX, VALIDATION, type SavedSearchFrequency } from '@roomsetu/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateSavedSearch } from '../api/saved-searches';
import { searchName, type SearchFiltersInput } from '../utils/search-filters';
import { FREQUENCY_HINT, FREQUENCY_OPTIONS } from './frequency-options';

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFiltersInput;
}

function nameError(name: string): string | undefined {
  if (!name.trim()) return VALIDATION.savedSearchNameRequired;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return VALIDATION.savedSearchNameTooLong;
  return undefined;
}

/** Names the search (prefilled from its filters) and picks how often to hear about new rooms. */
export function SaveSearchDialog({ open, onClose, filters }: SaveSearchDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Save this search"
      description="We will tell you when a new room matches it."
    >
      {/* Mounted on opening, so the name follows the filters shown now. */}
      {open && <SaveSearchForm filters={filters} onDone={onClose} />}
    </Modal>
  );
}

function SaveSearchForm({ filters, onDone }: { filters: SearchFiltersInput; onDone: () => void }) {
  const [name, setName] = useState(() => searchName(filters));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('INSTANT');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateSavedSearch();
  const error = submitted ? nameError(name) : undefined;
  const failure =
    create.error instanceof ApiError
      ? (create.error.details?.name ?? create.error.message)
      : create.error
        ? 'The search could not be saved. Please try again.'
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError(name)) return;
    create.mutate(
      { name: name.trim(), filters, frequency },
      {
        onSuccess: () => {
          toast.success('Search saved. Find it under Profile → Saved searches.');
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX + 20}
        onChange={(event) => setName(event.target.value)}
        error={error}
        data-autofocus
      />
      <RadioGroupField
        legend="Alerts"
        name="frequency"
        options={FREQUENCY_OPTIONS}
        value={frequency}
        onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
      />
      <p className="-mt-3 text-sm text-slate-600">{FREQUENCY_HINT}</p>
      <FormAlert message={failure}>
        {create.error instanceof ApiError && create.error.status === 409 && (
          <Link to={`${paths.profile}?tab=searches`} className="font-semibold underline">
            Manage saved searches
          </Link>
        )}
      </FormAlert>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClasses('ghost', 'md')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonClasses('primary', 'md')}
        >
          {create.isPending ? 'Saving…' : 'Save search'}
        </button>
      </div>
    </form>
  );
}
