import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FieldError,
  FieldHint,
  inputClass,
  labelClass,
  useFieldIds,
} from '@/components/ui/form-fields';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; the text is never trimmed. */
export function PasswordField({
  label,
  error,
  hint,
  className = '',
  ref,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const f = useFieldIds(error, Boolean(hint));
  return (
    <div className={className}>
      <label htmlFor={f.id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={f.id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...f.aria}
          {...input}
          className={`pr-12 ${inputClass(!!error)}`}
        />
        <button
          type="button"
          aria-label={t('passwordField.show', { label: label.toLowerCase() })}
          aria-pressed={visible}
          aria-controls={f.id}
          onClick={() => setVisible((v) => !v)}
          className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint && !error && <FieldHint id={f.hintId}>{hint}</FieldHint>}
      <FieldError id={f.errorId} message={error} />
    </div>
  );
}
