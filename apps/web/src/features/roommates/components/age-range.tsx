import { ROOMMATE_AGE_MAX, ROOMMATE_AGE_MIN } from '@roomsetu/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}

function valid(text: string, low: number, high: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= low && n <= high ? n : null;
}

/**
 * Minimum and maximum age, 12 to 60. A value is applied as soon as it is a whole number in range
 * (so typing '2' on the way to '25' changes nothing); leaving a box with a bad value restores it.
 * A minimum above the maximum (or the reverse) is not applied while typing, and a message says
 * so; leaving the box swaps the two, and the message says that too.
 */
export function AgeRange({ min, max, onChange }: Props) {
  const { t } = useTranslation(['roommates', 'validation']);
  const orderMessage = t('age.orderNote', { problem: t('validation:ageFilterOrder') });
  const minId = useId();
  const maxId = useId();
  const [draft, setDraft] = useState({ min: String(min), max: String(max) });
  const [seen, setSeen] = useState({ min, max });
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    setDraft({ min: String(min), max: String(max) });
  }

  const inRange = (text: string) => valid(text, ROOMMATE_AGE_MIN, ROOMMATE_AGE_MAX);
  const changeMin = (text: string) => {
    setDraft((d) => ({ ...d, min: text }));
    const n = inRange(text);
    setNote(n !== null && n > max ? orderMessage : null);
    if (n !== null && n <= max && n !== min) onChange(n, max);
  };
  const changeMax = (text: string) => {
    setDraft((d) => ({ ...d, max: text }));
    const n = inRange(text);
    setNote(n !== null && n < min ? orderMessage : null);
    if (n !== null && n >= min && n !== max) onChange(min, n);
  };
  /** Leaving a box: a reversed pair is swapped (and said so), anything else unusable restored. */
  const settle = () => {
    const low = inRange(draft.min);
    const high = inRange(draft.max);
    if (low !== null && high !== null && low > high) {
      onChange(high, low);
      setNote(t('age.swapped', { low: high, high: low }));
      return;
    }
    setDraft({ min: String(min), max: String(max) });
  };

  const inputClass =
    'mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-900 sm:text-sm';
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t('age.legend', { min: ROOMMATE_AGE_MIN, max: ROOMMATE_AGE_MAX })}
      </legend>
      <div className="mt-1 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={minId} className="text-sm text-slate-600">
            {t('age.min')}
          </label>
          <input
            id={minId}
            type="number"
            inputMode="numeric"
            min={ROOMMATE_AGE_MIN}
            max={ROOMMATE_AGE_MAX}
            value={draft.min}
            aria-describedby={note ? noteId : undefined}
            onChange={(event) => changeMin(event.target.value)}
            onBlur={settle}
            className={inputClass}
          />
        </div>
        <span aria-hidden="true" className="pb-2 text-slate-400">
          –
        </span>
        <div className="flex-1">
          <label htmlFor={maxId} className="text-sm text-slate-600">
            {t('age.max')}
          </label>
          <input
            id={maxId}
            type="number"
            inputMode="numeric"
            min={ROOMMATE_AGE_MIN}
            max={ROOMMATE_AGE_MAX}
            value={draft.max}
            aria-describedby={note ? noteId : undefined}
            onChange={(event) => changeMax(event.target.value)}
            onBlur={settle}
            className={inputClass}
          />
        </div>
      </div>
      <p id={noteId} role="status" className="mt-1 min-h-0 text-sm text-amber-800">
        {note}
      </p>
    </fieldset>
  );
}
