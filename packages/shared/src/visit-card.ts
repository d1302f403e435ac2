import type { VisitCard } from './api/visits';
import { VISIT_DURATIONS } from './visits';

export const VISIT_CARD_EVENTS = [
  'PROPOSED',
  'CONFIRMED',
  'RESCHEDULED',
  'DECLINED',
  'CANCELLED',
] as const;
export type VisitCardEvent = (typeof VISIT_CARD_EVENTS)[number];

const isInstant = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/**
 * A VISIT message's card (the shape `visitCard` in api/visits.ts describes), or null when its
 * content is not one (an older client's message). Checked by hand rather than through the zod
 * schema: the chat reads cards in every conversation and list, and zod stays out of its code.
 */
export function parseVisitCard(content: string): VisitCard | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  const card =
    Number.isInteger(c.visitId) &&
    (c.visitId as number) > 0 &&
    (VISIT_CARD_EVENTS as readonly unknown[]).includes(c.event) &&
    Array.isArray(c.slots) &&
    c.slots.every(isInstant) &&
    (c.startsAt === null || isInstant(c.startsAt)) &&
    (VISIT_DURATIONS as readonly unknown[]).includes(c.durationMinutes) &&
    (c.reason === null || typeof c.reason === 'string') &&
    typeof c.text === 'string';
  if (!card) return null;
  const { visitId, event, slots, startsAt, durationMinutes, reason, text } = c;
  return { visitId, event, slots, startsAt, durationMinutes, reason, text } as VisitCard;
}
