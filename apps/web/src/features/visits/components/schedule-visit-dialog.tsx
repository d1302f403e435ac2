import {
  VISIT_DAY_END_MINUTE,
  VISIT_DAY_START_MINUTE,
  VISIT_DURATIONS,
  VISIT_MAX_AHEAD_DAYS,
  MAX_VISIT_NOTE,
  MAX_VISIT_SLOTS,
  indiaInstant,
  indiaMinuteOfDay,
  todayInIndia,
  visitSlotLabel,
  visitSlotProblem,
  type VisitDuration,
} from '@roomsetu/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useVisitSlots } from '../api/get-visit-slots';
import { useProposeVisit } from '../api/visit-moves';

export interface ScheduleVisitDialogProps {
  propertyId: number;
  title: string;
  open: boolean;
  onClose: () => void;
}

const DAY_MS = 86_400_000;
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The next 30 days in India, as 'YYYY-MM-DD'. */
function nextDays(now: Date): string[] {
  return Array.from({ length: VISIT_MAX_AHEAD_DAYS + 1 }, (_, i) =>
    todayInIndia(new Date(now.getTime() + i * DAY_MS)),
  );
}

/** Every quarter-hour start of a day a visit of `minutes` can be proposed for now. */
function quarterHours(date: string, minutes: number, now: Date): string[] {
  const starts: string[] = [];
  for (let m = VISIT_DAY_START_MINUTE; m + minutes <= VISIT_DAY_END_MINUTE; m += 15) {
    const start = indiaInstant(date, m).toISOString();
    if (!visitSlotProblem([start], minutes, now)) starts.push(start);
  }
  return starts;
}

/**
 * "Schedule a visit": a day of the next 30, then up to three quarter-hour starts (only the free
 * ones when the owner set visit hours), the length and a note. Phone-first: big chips, one column.
 */
export function ScheduleVisitDialog({
  propertyId,
  title,
  open,
  onClose,
}: ScheduleVisitDialogProps) {
  const { t } = useTranslation('visits');
  const slotLabel = (slot: string | Date) => visitSlotLabel(slot, currentLanguage());
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => nextDays(now), [now]);
  const [day, setDay] = useState(days[1] ?? days[0]!);
  const [minutes, setMinutes] = useState<VisitDuration>(30);
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const free = useVisitSlots(propertyId, day, day, minutes);
  const propose = useProposeVisit();
  const starts = free.data?.hoursSet ? free.data.slots : quarterHours(day, minutes, now);

  const toggle = (slot: string) =>
    setChosen((current) =>
      current.includes(slot)
        ? current.filter((s) => s !== slot)
        : current.length < MAX_VISIT_SLOTS
          ? [...current, slot]
          : current,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = visitSlotProblem(chosen, minutes, new Date());
    if (problem) return setError(problem);
    setError(null);
    propose.mutate(
      { propertyId, slots: chosen, durationMinutes: minutes, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setChosen([]);
          onClose();
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : t('schedule.failed')),
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={t('schedule.title')} description={title}>
      <form onSubmit={submit} className="grid gap-4 px-5 py-4">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t('schedule.day')}
          <select
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className="h-11 rounded-lg border border-slate-300 px-3"
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {slotLabel(indiaInstant(d, 12 * 60)).split(',')[0]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t('schedule.length')}
          <select
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value) as VisitDuration)}
            className="h-11 rounded-lg border border-slate-300 px-3"
          >
            {VISIT_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t('schedule.minutes', { count: d })}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t('schedule.times', { max: MAX_VISIT_SLOTS })}
          </legend>
          {starts.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('schedule.noFree')}</p>
          ) : (
            <div className="mt-2 grid grid-cols-4 gap-2">
              {starts.map((slot) => {
                const on = chosen.includes(slot);
                return (
                  <button
                    key={slot}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(slot)}
                    className={`h-10 rounded-lg border text-sm ${on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
                  >
                    {clock(indiaMinuteOfDay(slot))}
                  </button>
                );
              })}
            </div>
          )}
        </fieldset>
        {chosen.length > 0 && (
          <p className="text-sm text-slate-700">
            {t('schedule.chosen', { times: chosen.map(slotLabel).join('; ') })}
          </p>
        )}
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t('schedule.note')}
          <textarea
            value={note}
            maxLength={MAX_VISIT_NOTE}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={chosen.length === 0 || propose.isPending}
          className={buttonClasses('primary', 'lg')}
        >
          {propose.isPending ? t('schedule.sending') : t('schedule.propose')}
        </button>
      </form>
    </Modal>
  );
}
