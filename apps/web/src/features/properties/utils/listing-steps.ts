import {
  LISTING_STEP_FIELDS,
  type ListingFormDraft,
  type ListingStepNumber,
} from '@roomsetu/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/load-once';
import { unavailable } from '@/lib/lazy-schema';

export type StepNumber = ListingStepNumber;
export const STEP_NUMBERS: readonly StepNumber[] = [1, 2, 3, 4];
export const LAST_STEP: StepNumber = 4;

/** Each step's title in the `listing` catalog. */
export const STEP_TITLE_KEYS = {
  1: 'wizard.steps.basics',
  2: 'wizard.steps.details',
  3: 'wizard.steps.extras',
  4: 'wizard.steps.contact',
} as const satisfies Record<StepNumber, string>;

export type DraftField = keyof ListingFormDraft;

/** Each step's fields in the schema's order, which is the spec's order of messages. */
export const STEP_FIELDS: Record<StepNumber, readonly DraftField[]> = LISTING_STEP_FIELDS;

/** The step schemas, downloaded on the first focus in the wizard (or its first validation). */
export const listingSchemas = loadOnce(() => import('./listing-schemas'));

/**
 * Validates the draft with one step's shared schema (the whole form on the last step), giving
 * each field its first message. The values stay the draft: the caller parses the finished form.
 */
export function stepResolver(step: StepNumber): Resolver<ListingFormDraft> {
  return async (values) => {
    const schemas = await listingSchemas().catch(() => null);
    if (!schemas) return unavailable<ListingFormDraft>();
    const schema = step === LAST_STEP ? schemas.listingFormInput : schemas.LISTING_STEPS[step];
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Partial<Record<DraftField, FieldError>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as DraftField | undefined;
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<ListingFormDraft> };
  };
}

/** The messages of one step's fields, in order: what the error summary lists. */
export function stepMessages(
  step: StepNumber,
  errors: FieldErrors<ListingFormDraft>,
): { field: DraftField; message: string }[] {
  return STEP_FIELDS[step].flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ field, message }] : [];
  });
}
