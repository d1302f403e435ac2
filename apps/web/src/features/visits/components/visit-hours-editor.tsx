import { WEEKDAYS, type VisitHoursWindow, type Weekday } from '@roomsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useVisitHours } from '../api/get-visit-hours';
import { useSaveVisitHours } from '../api/visit-moves';

const QUARTERS = Array.from({ length: 96 }, (_, i) => {
  const m = i * 15;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}).filter((t) => t >= '09:00' && t <= '20:00');

type Week = Record<Weekday, { on: boolean; from: string; to: string }>;

function weekOf(windows: readonly Pick<VisitHoursWindow, 'day' | 'from' | 'to'>[]): Week {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const w = windows.find((x) => x.day === day);
      return [day, { on: !!w, from: w?.from ?? '10:00', to: w?.to ?? '18:00' }];
    }),
  ) as Week;
}

/**
 * "Visit hours" under a listing on My Property: the days and hours (IST) a visit proposed inside
 * them is confirmed at once. One window a day here; none set means every proposal waits.
 */
export function VisitHoursEditor({ propertyId, title }: { propertyId: number; title: string }) {
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  const hours = useVisitHours(propertyId, open);
  const save = useSaveVisitHours(propertyId);
  const [edited, setEdited] = useState<Week | null>(null);
  const week = edited ?? weekOf(hours.data?.weekly ?? []);
  const set = (day: Weekday, change: Partial<Week[Weekday]>) =>
    setEdited({ ...week, [day]: { ...week[day], ...change } });

  return (
    <details className="mt-3" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer py-3 text-sm font-semibold text-slate-800">
        {t('hours.summary')}
      </summary>
      <form
        aria-label={t('hours.formLabel', { title })}
        className="mt-3 grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            weekly: WEEKDAYS.filter((d) => week[d].on).map((day) => ({
              day,
              from: week[day].from,
              to: week[day].to,
            })),
          });
        }}
      >
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex min-h-11 w-20 items-center gap-2">
              <input
                type="checkbox"
                checked={week[day].on}
                onChange={(e) => set(day, { on: e.target.checked })}
              />
              {t(`hours.day.${day}`)}
            </label>
            <select
              aria-label={t('hours.fromLabel', { day: t(`hours.dayName.${day}`) })}
              value={week[day].from}
              disabled={!week[day].on}
              onChange={(e) => set(day, { from: e.target.value })}
              className="h-11 rounded-md border border-slate-300 px-2"
            >
              {QUARTERS.map((q) => (
                <option key={q}>{q}</option>
              ))}
            </select>
            <span>{t('hours.to')}</span>
            <select
              aria-label={t('hours.toLabel', { day: t(`hours.dayName.${day}`) })}
              value={week[day].to}
              disabled={!week[day].on}
              onChange={(e) => set(day, { to: e.target.value })}
              className="h-11 rounded-md border border-slate-300 px-2"
            >
              {QUARTERS.map((q) => (
                <option key={q}>{q}</option>
              ))}
            </select>
          </div>
        ))}
        <p className="text-xs text-slate-600">{t('hours.hint')}</p>
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClasses('secondary', 'sm', 'justify-self-start')}
        >
          {t('hours.save')}
        </button>
      </form>
    </details>
  );
}
