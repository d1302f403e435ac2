import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const chipClass =
  'inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

/** Several choices at once, as checkbox chips. */
export function ChipGroup<V extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
}) {
  const toggle = (value: V) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`${chipClass} ${
                on
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => toggle(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const TRI_OPTIONS = [
  { key: 'any', value: undefined },
  { key: 'yes', value: true },
  { key: 'no', value: false },
] as const;

/** Any / Yes / No: unset, true or false. */
export function TriStateControl({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean | undefined;
  onChange: (next: boolean | undefined) => void;
}) {
  const name = useId();
  const { t } = useTranslation('roommates');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 inline-flex rounded-lg border border-slate-300 p-0.5">
        {TRI_OPTIONS.map((option) => {
          const on = value === option.value;
          return (
            <label
              key={option.key}
              className={`cursor-pointer rounded-md px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                on ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={on}
                onChange={() => onChange(option.value)}
              />
              {t(`filters.${option.key}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A labelled select whose first option means 'no filter'. */
export function SelectFilter({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (next: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
