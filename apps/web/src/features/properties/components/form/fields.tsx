import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** Labelled form controls: the label names the control, hint and error describe it. */

interface ShellProps {
  label: string;
  error?: string;
  hint?: string;
  /** Shows '(optional)' after the label; fields are required unless marked. */
  optional?: boolean;
  className?: string;
}

interface A11yProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  optional,
  className = '',
  children,
}: ShellProps & { id: string; children: (a11y: A11yProps) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <div className="relative mt-1">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const control = (invalid: boolean, extra = '') =>
  `w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 ${
    invalid ? 'border-red-500' : 'border-slate-300 hover:border-slate-400'
  } ${extra}`;

type InputProps = ShellProps & Omit<ComponentProps<'input'>, 'className'>;

export function TextField({ label, error, hint, optional, className, id, ...props }: InputProps) {
  const autoId = useId();
  return (
    <FieldShell
      id={id ?? autoId}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      {(a11y) => (
        <input
          {...props}
          {...a11y}
          className={control(!!error, 'h-11 read-only:bg-slate-100 read-only:text-slate-600')}
        />
      )}
    </FieldShell>
  );
}

type TextAreaProps = ShellProps & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  ...props
}: TextAreaProps) {
  const autoId = useId();
  return (
    <FieldShell
      id={id ?? autoId}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      {(a11y) => (
        <textarea rows={4} {...props} {...a11y} className={control(!!error, 'py-2 leading-6')} />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectProps = ShellProps &
  Omit<ComponentProps<'select'>, 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** The first, empty choice ('Select…', or 'Any' in filters). */
    placeholder?: string;
    placeholderValue?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  options,
  placeholder,
  placeholderValue = '',
  ...props
}: SelectProps) {
  const autoId = useId();
  return (
    <FieldShell
      id={id ?? autoId}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      {(a11y) => (
        <>
          <select {...props} {...a11y} className={control(!!error, 'h-11 appearance-none pr-9')}>
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
        </>
      )}
    </FieldShell>
  );
}

/** A titled group of fields, two columns from 640 px. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="float-left w-full text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="clear-both pt-1 text-sm text-slate-600">{description}</p>}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
