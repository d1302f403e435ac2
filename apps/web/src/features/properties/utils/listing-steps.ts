import {
  LISTING_STEPS,
  listingFormInput,
  listingStep1Input,
  listingStep2Input,
  listingStep3Input,
  listingStep4Input,
  type ListingFormDraft,
} from '@roomsetu/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

export type StepNumber = keyof typeof LISTING_STEPS;
export const STEP_NUMBERS: readonly StepNumber[] = [1, 2, 3, 4];
export const LAST_STEP: StepNumber = 4;

export const STEP_TITLES: Record<StepNumber, string> = {
  1: 'Basic Information and Location',
  2: 'Property Details, Pricing and Tenant Preferences',
  3: 'Amenities, Images and Policies',
  4: 'Contact and Summary',
};

export type DraftField = keyof ListingFormDraft;

/** Each step's fields in the schema's order, which is the spec's order of messages. */
export const STEP_FIELDS: Record<StepNumber, readonly DraftField[]> = {
  1: Object.keys(listingStep1Input.in.shape) as DraftField[],
  2: Object.keys(listingStep2Input.shape) as DraftField[],
  3: Object.keys(listingStep3Input.shape) as DraftField[],
  4: Object.keys(listingStep4Input.shape) as DraftField[],
};

/**
 * Validates the draft with one step's shared schema (the whole form on the last step), giving
 * each field its first message. The values stay the draft: the caller parses the finished form.
 */
export function stepResolver(step: StepNumber): Resolver<ListingFormDraft> {
  const schema = step === LAST_STEP ? listingFormInput : LISTING_STEPS[step];
  return async (values) => {
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
