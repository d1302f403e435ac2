/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) read in India Standard
 * Time: RoomSetu's users live in one time zone, and "08:00" means 08:00 in Kolkata. IST has no
 * daylight saving, so a fixed offset is exact.
 */
import { IST_OFFSET_MS } from '@roomsetu/shared';

const MINUTE = 60_000;

interface Field {
  values: Set<number>;
  restricted: boolean;
}

export interface Cron {
  source: string;
  matches(at: Date): boolean;
  /** The latest tick at or before `at` within `lookbackMs`, or null. */
  latestSlot(at: Date, lookbackMs?: number): Date | null;
}

const RANGES: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function parseField(text: string, [min, max]: readonly [number, number], source: string): Field {
  const values = new Set<number>();
  const bad = () => new Error(`Invalid cron expression "${source}" (field "${text}")`);
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw bad();
    let from: number;
    let to: number;
    if (range === '*') {
      from = min;
      to = max;
    } else {
      const [a, b] = range.split('-');
      from = Number(a);
      to = b === undefined ? (stepText === undefined ? from : max) : Number(b);
    }
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < min || to > max || from > to) {
      throw bad();
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, restricted: text !== '*' };
}

export function parseCron(source: string): Cron {
  const parts = source.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`Invalid cron expression "${source}": five fields`);
  const [minute, hour, dom, month, dow] = parts.map((p, i) =>
    parseField(p, RANGES[i]!, source),
  ) as [Field, Field, Field, Field, Field];
  if (dow.values.has(7)) dow.values.add(0);

  const matches = (at: Date): boolean => {
    const ist = new Date(at.getTime() + IST_OFFSET_MS);
    if (!minute.values.has(ist.getUTCMinutes())) return false;
    if (!hour.values.has(ist.getUTCHours())) return false;
    if (!month.values.has(ist.getUTCMonth() + 1)) return false;
    const domOk = dom.values.has(ist.getUTCDate());
    const dowOk = dow.values.has(ist.getUTCDay());
    // Classic cron: when both day fields are restricted, either one matching is enough.
    if (dom.restricted && dow.restricted) return domOk || dowOk;
    return domOk && dowOk;
  };

  return {
    source,
    matches,
    latestSlot(at, lookbackMs = 8 * 24 * 60 * MINUTE) {
      const start = Math.floor(at.getTime() / MINUTE) * MINUTE;
      for (let t = start; t >= at.getTime() - lookbackMs; t -= MINUTE) {
        if (matches(new Date(t))) return new Date(t);
      }
      return null;
    },
  };
}
