import { SAVED_SEARCH_NAME_MAX, VALIDATION, type SavedSearchFrequency } from '@roomsetu/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { FREQUENCY_HINT, FREQUENCY_OPTIONS } from './frequency-options';

export interface SavedSearchValues {
  name: string;
  frequency: SavedSearchFrequency;
}

function nameError(name: string): string | undefined {
  if (!name.trim()) return VALIDATION.savedSearchNameRequired;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return VALIDATION.savedSearchNameTooLong;
  return undefined;
}

interface SavedSearchFormProps {
  initial: SavedSearchValues;
  submitLabel: string;
  pending: boolean;
  /** Why the last submit failed, and what to do about it. */
  failure: string | null;
  failureAction?: ReactNode;
  onSubmit: (values: SavedSearchValues) => void;
  onCancel: () => void;
}

/** A saved search's name and alert frequency: the save dialog's form and the edit dialog's. */
export function SavedSearchForm({
  initial,
  submitLabel,
  pending,
  failure,
  failureAction,
  onSubmit,
  onCancel,
}: SavedSearchFormProps) {
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? nameError(name) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!nameError(name)) onSubmit({ name: name.trim(), frequency });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Name"
        value={name}
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
      <FormAlert message={failure}>{failureAction}</FormAlert>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('ghost', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
