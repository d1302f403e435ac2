import { countOf, formatDayMonth } from '@roomsetu/shared';
import { currentLanguage } from '@/lib/i18n';
import { useId } from 'react';

export interface DayValue {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 64;
const GAP = 2;

const dayLabel = (day: string) => formatDayMonth(day, currentLanguage());

/**
 * A small bar chart of one value per day, in SVG (no chart library). Each bar has a tooltip title;
 * screen readers get the figures as a list instead of the picture.
 */
export function DayBarChart({
  days,
  label,
  unit = '',
  units = `${unit}s`,
  countText,
}: {
  days: readonly DayValue[];
  /** What the chart shows, e.g. "Views per day, last 30 days". */
  label: string;
  /** The value's name for one item, e.g. "view". */
  unit?: string;
  /** Its plural, where that is not `unit` + "s" ("inquiries"). */
  units?: string;
  /**
   * A value in words ("4 views"), for a language whose plurals are not `unit`/`units`: e.g.
   * `(n) => t('listing:insights.views', { count: n })`. Replaces unit and units when given.
   */
  countText?: (n: number) => string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((d) => d.value));
  const barWidth = days.length ? (WIDTH - GAP * (days.length - 1)) / days.length : WIDTH;
  const plural = countText ?? ((n: number) => countOf(n, unit, units));
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="min-w-0">
      <figcaption id={titleId} className="text-sm font-medium text-slate-600">
        {label}
      </figcaption>
      {/* The scale and the first and last days, for sighted readers; the list below reads out every day. */}
      <div aria-hidden="true" className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          data-testid="chart-scale"
          className="flex h-16 flex-col justify-between text-right text-sm leading-none text-slate-600 tabular-nums"
        >
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-16 w-full text-brand-600"
        >
          <line
            x1={0}
            y1={0.5}
            x2={WIDTH}
            y2={0.5}
            className="stroke-slate-200"
            strokeDasharray="4 3"
          />
          <line
            x1={0}
            y1={HEIGHT - 0.5}
            x2={WIDTH}
            y2={HEIGHT - 0.5}
            className="stroke-slate-300"
          />
          {days.map((d, i) => {
            const h = d.value ? Math.max(2, (d.value / max) * (HEIGHT - 4)) : 0;
            return (
              <rect
                key={d.date}
                x={i * (barWidth + GAP)}
                y={HEIGHT - h}
                width={barWidth}
                height={h}
                rx={1}
                className="fill-current"
              >
                <title>{`${dayLabel(d.date)}: ${plural(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && last && (
          <div
            data-testid="chart-days"
            className="col-start-2 mt-1 flex justify-between text-sm text-slate-600"
          >
            <span>{dayLabel(first.date)}</span>
            <span>{dayLabel(last.date)}</span>
          </div>
        )}
      </div>
      <ul aria-labelledby={titleId} className="sr-only">
        {days.map((d) => (
          <li key={d.date}>{`${dayLabel(d.date)}: ${plural(d.value)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
