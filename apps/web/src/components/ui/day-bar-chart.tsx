import { formatDayMonth } from '@roomsetu/shared';
import { useId } from 'react';

export interface DayValue {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 64;
const GAP = 2;

const dayLabel = formatDayMonth;

/**
 * A small bar chart of one value per day, in SVG (no chart library). Each bar has a tooltip title;
 * screen readers get the figures as a list instead of the picture.
 */
export function DayBarChart({
  days,
  label,
  unit,
}: {
  days: readonly DayValue[];
  /** What the chart shows, e.g. "Views per day, last 30 days". */
  label: string;
  /** The value's name for one item, e.g. "view". */
  unit: string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((d) => d.value));
  const barWidth = days.length ? (WIDTH - GAP * (days.length - 1)) / days.length : WIDTH;
  const plural = (n: number) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return (
    <figure className="min-w-0">
      <figcaption id={titleId} className="text-xs font-medium text-slate-600">
        {label}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="mt-1 h-16 w-full text-brand-600"
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-200" />
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
      <ul aria-labelledby={titleId} className="sr-only">
        {days.map((d) => (
          <li key={d.date}>{`${dayLabel(d.date)}: ${plural(d.value)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
