import { z } from 'zod';
import { isIsoDate } from '../dates';
import {
  MAX_REVIEW_TEXT,
  MAX_VISIT_NOTE,
  MAX_VISIT_SLOTS,
  VISIT_DURATIONS,
  VISIT_ROLES,
  VISIT_STATUSES,
  WEEKDAYS,
} from '../visits';
import { idField } from './fields';

/**
 * The bodies and queries of the visit routes. The slot rules that depend on the clock (hours,
 * lead time, quarter hours) are `visitSlotProblem` in ../visits, run by the API with its clock.
 */

const slot = z.iso.datetime({
  offset: true,
  error: 'Each time must be an ISO-8601 date and time, e.g. 2026-11-28T10:00:00+05:30',
});

const slots = z
  .array(slot, { error: 'Choose one to three times for the visit.' })
  .min(1, 'Choose at least one time for the visit.')
  .max(MAX_VISIT_SLOTS, `Propose at most ${MAX_VISIT_SLOTS} times for one visit.`);

const reason = z
  .string()
  .trim()
  .max(MAX_VISIT_NOTE, `Keep the reason to ${MAX_VISIT_NOTE} characters.`)
  .optional();

export const proposeVisitInput = z
  .object({
    propertyId: idField(),
    slots,
    durationMinutes: z.union(
      VISIT_DURATIONS.map((d) => z.literal(d)),
      { error: 'A visit lasts 30, 45 or 60 minutes.' },
    ),
    note: z
      .string()
      .trim()
      .max(MAX_VISIT_NOTE, `Keep the note to ${MAX_VISIT_NOTE} characters.`)
      .optional(),
  })
  .strict();
export type ProposeVisitInput = z.infer<typeof proposeVisitInput>;

export const acceptVisitInput = z.object({ slot }).strict();
export type AcceptVisitInput = z.infer<typeof acceptVisitInput>;

export const rescheduleVisitInput = z.object({ slots }).strict();
export type RescheduleVisitInput = z.infer<typeof rescheduleVisitInput>;

/** decline and cancel: an optional reason, shown to the other side. */
export const visitReasonInput = z.object({ reason }).strict();
export type VisitReasonInput = z.infer<typeof visitReasonInput>;

export const visitOutcomeInput = z
  .object({ attended: z.boolean({ error: 'Say whether the visit took place (true or false).' }) })
  .strict();
export type VisitOutcomeInput = z.infer<typeof visitOutcomeInput>;

export const visitsQuery = z.object({
  role: z.enum(VISIT_ROLES).optional(),
  status: z.enum(VISIT_STATUSES).optional(),
  cursor: idField().optional(),
});
export type VisitsQuery = z.infer<typeof visitsQuery>;

const HOUR_PATTERN = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const clock = z
  .string()
  .regex(HOUR_PATTERN, 'Times are HH:MM on the quarter hour, e.g. 10:00 or 17:45.');

/** Minutes since midnight of an "HH:MM". */
export const minuteOfClock = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const visitHoursWindow = z
  .object({ day: z.enum(WEEKDAYS), from: clock, to: clock })
  .strict()
  .refine((w) => minuteOfClock(w.from) < minuteOfClock(w.to), {
    message: 'Each window ends after it starts.',
  });
export type VisitHoursWindow = z.infer<typeof visitHoursWindow>;

/** PUT /api/properties/:id/visit-hours; an empty week clears the hours. */
export const visitHoursInput = z
  .object({ weekly: z.array(visitHoursWindow).max(21, 'At most three windows a day.') })
  .strict();
export type VisitHoursInput = z.infer<typeof visitHoursInput>;

const day = z.string().refine(isIsoDate, 'Dates are YYYY-MM-DD.');

/** GET /api/properties/:id/visit-slots: days in India, `to` included, at most 31 days. */
export const visitSlotsQuery = z
  .object({
    from: day,
    to: day,
    durationMinutes: z.coerce
      .number()
      .pipe(z.union(VISIT_DURATIONS.map((d) => z.literal(d))))
      .default(30),
  })
  .refine((q) => q.from <= q.to, { message: '`to` is on or after `from`.' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 30 * 86_400_000, {
    message: 'Ask for at most 31 days at a time.',
  });
export type VisitSlotsQuery = z.infer<typeof visitSlotsQuery>;

export const visitReviewInput = z
  .object({
    rating: z
      .number({ error: 'Give 1 to 5 stars.' })
      .int('Give 1 to 5 stars.')
      .min(1, 'Give 1 to 5 stars.')
      .max(5, 'Give 1 to 5 stars.'),
    text: z
      .string()
      .trim()
      .max(MAX_REVIEW_TEXT, `Keep the review to ${MAX_REVIEW_TEXT} characters.`)
      .default(''),
  })
  .strict();
export type VisitReviewInput = z.infer<typeof visitReviewInput>;

export const reviewsQuery = z.object({ cursor: idField().optional() });
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

export const sharedVisitParam = z.object({ token: z.string().min(1).max(2000) });
