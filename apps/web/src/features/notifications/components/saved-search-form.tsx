import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@roomsetu/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { frequencyOptions } from './frequency-options';

export interface SavedSearchValues {
  name: string;
  frequency: SavedSearchFrequency;
}

/** What is wrong with the name: a key of the validation texts, or undefined. */
function nameError(name: string) {
  if (!name.trim()) return 'savedSearchNameRequired' as const;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return 'savedSearchNameTooLong' as const;
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
  const { t } = useTranslation(['notifications', 'validation']);
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? nameError(name) : undefined;
  const error = problem && t(`validation:${problem}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!nameError(name)) onSubmit({ name: name.trim(), frequency });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label={t('form.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        data-autofocus
      />
      <RadioGroupField
        legend={t('form.alerts')}
        name="frequency"
        options={frequencyOptions()}
        value={frequency}
        onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
      />
      <p className="-mt-3 text-sm text-slate-600">{t('frequency.hint')}</p>
      <FormAlert message={failure}>{failureAction}</FormAlert>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('ghost', 'md')}>
          {t('form.cancel')}
        </button>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? t('form.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
