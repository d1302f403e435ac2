import { ChevronDown } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';

const controlClass = (invalid: boolean) =>
  `h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 ${
    invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
  }`;

function useIds(error?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function ProfileInput({ label, error, ref, ...input }: InputProps) {
  const f = useIds(error);
  return (
    <div>
      <label htmlFor={f.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={f.id}
        {...f.aria}
        {...input}
        className={`mt-1.5 ${controlClass(!!error)}`}
      />
      <FieldMessage id={f.errorId} message={error} />
    </div>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A select whose empty choice ('Not set') clears the value. */
export function ProfileSelect({ label, options, error, ref, ...select }: SelectProps) {
  const f = useIds(error);
  return (
    <div>
      <label htmlFor={f.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          ref={ref}
          id={f.id}
          {...f.aria}
          {...select}
          className={`appearance-none pr-9 ${controlClass(!!error)}`}
        >
          <option value="">Not set</option>
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
      <FieldMessage id={f.errorId} message={error} />
    </div>
  );
}
