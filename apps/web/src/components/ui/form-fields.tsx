import { ChevronDown, CircleAlert } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';

export const labelClass = 'block text-sm font-medium text-slate-800';

export function inputClass(invalid: boolean): string {
  return `h-12 ${controlClass(invalid)}`;
}

/** A text control's look without its height (a textarea grows with its rows). */
export function controlClass(invalid: boolean): string {
  return `w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-50 disabled:text-slate-500 ${
    invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
  }`;
}

/**
 * The ids tying a control to its hint and its error, and the aria attributes that use them.
 * `invalid` marks a control whose message the form shows elsewhere (one summary for all).
 */
export function useFieldIds(error: string | undefined, hint: boolean, invalid = Boolean(error)) {
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
      'aria-invalid': invalid || error ? true : undefined,
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

/** What every labelled field takes besides its control's own attributes. */
interface FieldProps {
  label: string;
  error?: string;
  /** Invalid without a message under the field (the form shows one summary instead). */
  invalid?: boolean;
  hint?: string;
  /** Shows '(optional)' after the label; fields are required unless marked. */
  optional?: boolean;
  className?: string;
}

/** A field's label, with '(optional)' when it may be left empty. */
export function FieldLabel({
  htmlFor,
  label,
  optional = false,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {label}
      {optional && <span className="font-normal text-slate-500">{` ${t('form.optional')}`}</span>}
    </label>
  );
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** Splits a field's own props from its control's attributes. */
function splitField<P extends FieldProps>({
  label,
  error,
  invalid,
  hint,
  optional,
  className,
  ...control
}: P) {
  return [{ label, error, invalid, hint, optional, className }, control] as const;
}

/** The label above a control, its hint and its error below, tied together by ids. */
function Field({
  field: { label, error, invalid, hint, optional, className = '' },
  children,
}: {
  field: FieldProps;
  children: (ids: FieldIds, invalid: boolean) => ReactNode;
}) {
  const f = useFieldIds(error, Boolean(hint), invalid);
  return (
    <div className={className}>
      <FieldLabel htmlFor={f.id} label={label} optional={optional} />
      {children(f, Boolean(error || invalid))}
      {hint && !error && <FieldHint id={f.hintId}>{hint}</FieldHint>}
      <FieldError id={f.errorId} message={error} />
    </div>
  );
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({ ref, ...props }: TextFieldProps) {
  const [field, input] = splitField(props);
  return (
    <Field field={field}>
      {(f, invalid) => (
        <input
          ref={ref}
          id={f.id}
          {...f.aria}
          {...input}
          className={`mt-1.5 read-only:bg-slate-50 read-only:text-slate-600 ${inputClass(invalid)}`}
        />
      )}
    </Field>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({ ref, rows = 4, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <Field field={field}>
      {(f, invalid) => (
        <textarea
          ref={ref}
          id={f.id}
          rows={rows}
          {...f.aria}
          {...textarea}
          className={`mt-1.5 block py-2.5 leading-6 ${controlClass(invalid)}`}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** The first, empty choice ('Select…', or 'Any' in filters); none when absent. */
    placeholder?: string;
    placeholderValue?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  options,
  placeholder,
  placeholderValue = '',
  ref,
  ...props
}: SelectFieldProps) {
  const [field, select] = splitField(props);
  return (
    <Field field={field}>
      {(f, invalid) => (
        <div className="relative mt-1.5">
          <select
            ref={ref}
            id={f.id}
            {...f.aria}
            {...select}
            className={`appearance-none pr-9 ${inputClass(invalid)}`}
          >
            {placeholder !== undefined && <option value={placeholderValue}>{placeholder}</option>}
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
      )}
    </Field>
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
        <label htmlFor={f.id} className="min-h-11 text-sm text-slate-700">
          {children}
        </label>
      </div>
      <FieldError id={f.errorId} message={error} />
    </div>
  );
}

interface RadioGroupFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value'
> {
  legend: string;
  options: readonly SelectOption[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** The chosen option, for a group held in state (a registered one leaves it out). */
  value?: string;
}

/** A short choice (Yes / No, Male / Female / Any) as a row of pill-shaped radios. */
export function RadioGroupField({
  legend,
  options,
  error,
  className = '',
  ref,
  value,
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
              checked={value === undefined ? undefined : value === option.value}
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
