import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useMessageText } from './message-text';

export interface NamedItem {
  name: string;
}

/** The names of a policies list, whether stored as strings or as { name } objects. */
export function namesOf(value: readonly (string | NamedItem)[] | null | undefined): string[] {
  return (value ?? []).map((item) => (typeof item === 'string' ? item : item.name));
}

const toItems = (names: readonly string[]): NamedItem[] => names.map((name) => ({ name }));

/**
 * A free-text list (house rules): type one, add it, remove any (spec §5). The only rule is fair
 * housing: a rule excluding people by religion, caste or community shows `error`.
 */
export function NamedListField({
  label,
  placeholder,
  value,
  onChange,
  error: rawError,
}: {
  label: string;
  placeholder: string;
  value: readonly (string | NamedItem)[] | null | undefined;
  onChange: (items: NamedItem[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('listing');
  const error = useMessageText()(rawError);
  const items = namesOf(value);
  const [text, setText] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const add = () => {
    const entry = text.trim();
    if (!entry) return;
    onChange(toItems([...items, entry]));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the rule instead of submitting the form
    add();
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-500">{t('namedList.optional')}</span>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base hover:border-slate-400"
        />
        <button type="button" onClick={add} className={buttonClasses('secondary', 'md', 'h-11')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('namedList.add')}
          <span className="sr-only">{t('namedList.addTo', { label })}</span>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li
              key={`${item}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(toItems(items.filter((_, i) => i !== index)))}
                aria-label={t('namedList.remove', { item })}
                className="-my-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-200"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
