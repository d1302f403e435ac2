import { MAX_CLAUSE_LENGTH, MAX_EXTRA_CLAUSES } from '@roomsetu/shared';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FieldError, labelClass, TextAreaField } from '@/components/ui/form-fields';
import { focusOnMount } from '../utils/form-input';
import { AddButton } from './add-button';

/** A clause being written; `key` keeps each row's field its own as rows come and go. */
export interface ClauseRow {
  key: number;
  text: string;
}

/** The owner's own clauses: rows added and removed, up to MAX_EXTRA_CLAUSES. */
export function AgreementClauseRows({
  rows,
  errors,
  groupError,
  added,
  onAdd,
  onChange,
  onRemove,
}: {
  rows: readonly ClauseRow[];
  /** A message under a row, by its key. */
  errors: Readonly<Record<number, string | undefined>>;
  /** A message about the clauses as a whole (too many). */
  groupError: string | undefined;
  /** The row just added: its field takes the focus. */
  added: number | null;
  onAdd: () => void;
  onChange: (key: number, text: string) => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useTranslation(['tenancies', 'common']);
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={groupError ? `${hintId} ${errorId}` : hintId} className="space-y-3">
      <legend className={labelClass}>
        {t('tenancies:agreement.draft.clauses')}
        <span className="font-normal text-slate-500">{` ${t('common:form.optional')}`}</span>
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('tenancies:agreement.draft.clausesHint', {
          count: MAX_EXTRA_CLAUSES,
          max: MAX_CLAUSE_LENGTH,
        })}
      </p>
      {rows.length > 0 && (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-start gap-2">
              <TextAreaField
                ref={row.key === added ? focusOnMount : undefined}
                className="min-w-0 flex-1"
                label={t('tenancies:agreement.draft.clause', { number: index + 1 })}
                rows={2}
                maxLength={MAX_CLAUSE_LENGTH}
                value={row.text}
                onChange={(event) => onChange(row.key, event.target.value)}
                error={errors[row.key]}
              />
              <button
                type="button"
                aria-label={t('tenancies:agreement.draft.removeClause', { number: index + 1 })}
                onClick={() => onRemove(row.key)}
                className={buttonClasses('ghost', 'sm', 'mt-7 shrink-0')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {rows.length < MAX_EXTRA_CLAUSES && (
        <AddButton onClick={onAdd}>{t('tenancies:agreement.draft.addClause')}</AddButton>
      )}
      <FieldError id={errorId} message={groupError} />
    </fieldset>
  );
}
