import { ChevronDown, CircleAlert } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';

export const labelClass = 'block text-sm font-medium text-slate-800';

export function inputClass(invalid: boolean): string {
  return `h-12 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-50 disabled:text-slate-500 ${
    invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
  }`;
}

/** The ids tying a control to its hint and its error, and the aria attributes that use them. */
export function useFieldIds(error: string | undefined, hint: boolean) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** One message under a field; the control names it in aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className = '', ref, ...input }: TextFieldProps) {
  const f = useFieldIds(error, Boolean(hint));
  return (
    <div className={className}>
      <label htmlFor={f.id} className={labelClass}>
        {label}
      </label>
      <input
        ref={ref}
        id={f.id}
        {...f.aria}
        {...input}
        className={`mt-1.5 ${inputClass(!!error)}`}
      />
      {hint && !error && <FieldHint id={f.hintId}>{hint}</FieldHint>}
      <FieldError id={f.errorId} message={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  className = '',
  ref,
  ...select
}: SelectFieldProps) {
  const f = useFieldIds(error, false);
  return (
    <div className={className}>
      <label htmlFor={f.id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          ref={ref}
          id={f.id}
          {...f.aria}
          {...select}
          className={`appearance-none pr-9 ${inputClass(!!error)}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      <FieldError id={f.errorId} message={error} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  children,
  error,
  className = '',
  ref,
  ...input
}: CheckboxFieldProps) {
  const f = useFieldIds(error, false);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={f.id}
          type="checkbox"
          {...f.aria}
          {...input}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={f.id} className="text-sm text-slate-700">
          {children}
        </label>
      </div>
      <FieldError id={f.errorId} message={error} />
    </div>
  );
}

interface RadioGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  legend: string;
  options: readonly SelectOption[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A short choice (Yes / No, Male / Female / Any) as a row of pill-shaped radios. */
export function RadioGroupField({
  legend,
  options,
  error,
  className = '',
  ref,
  ...input
}: RadioGroupFieldProps) {
  const f = useFieldIds(error, false);
  return (
    <fieldset className={className}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`inline-flex h-11 min-w-20 cursor-pointer items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            <input
              ref={ref}
              type="radio"
              value={option.value}
              {...f.aria}
              {...input}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={f.errorId} message={error} />
    </fieldset>
  );
}

/** A message about the whole form (a failed call); announced when it appears. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
