import { FieldError, FieldHint, labelClass, useFieldIds } from '@/components/ui/form-fields';
import type { ReactNode } from 'react';

export interface CheckboxOption<T> {
  value: T;
  label: string;
}

/** A named group of checkboxes holding a list of the values ticked. */
export function CheckboxGroup<T extends string | number>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Shown instead of the boxes when there are none (why not). */
  children?: ReactNode;
}) {
  const f = useFieldIds(error, Boolean(hint));
  const toggle = (option: T, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset aria-describedby={f.aria['aria-describedby']} className="sm:col-span-2">
      <legend className={labelClass}>{legend}</legend>
      {hint && !error && <FieldHint id={f.hintId}>{hint}</FieldHint>}
      {options.length === 0 ? (
        children
      ) : (
        <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldError id={f.errorId} message={error} />
    </fieldset>
  );
}
