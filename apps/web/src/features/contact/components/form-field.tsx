import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

const control =
  'mt-1.5 block w-full min-w-0 rounded-lg border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

const border = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-slate-300');

interface LabelProps {
  label: string;
  required?: boolean;
  invalid?: boolean;
}

function Label({ htmlFor, label, required }: LabelProps & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span className="text-red-600" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-500"> (optional)</span>
      )}
    </label>
  );
}

type InputProps = LabelProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> };

export function TextField({
  label,
  required,
  invalid = false,
  className = '',
  ref,
  ...props
}: InputProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        className={`${control} ${border(invalid)} h-11`}
        {...props}
      />
    </div>
  );
}

type TextAreaProps = LabelProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  label,
  required,
  invalid = false,
  className = '',
  ref,
  ...props
}: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        ref={ref}
        id={id}
        rows={5}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        className={`${control} ${border(invalid)} py-2.5 leading-6`}
        {...props}
      />
    </div>
  );
}
