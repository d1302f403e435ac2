import {
  firstErrors,
  signUpInput,
  signUpStep1Input,
  signUpStep2Input,
  signUpStep3Input,
  signUpStep4Input,
  type FieldErrors,
  type SignUpInput,
} from '@roomsetu/shared';
import type { ZodType } from 'zod';
import {
  isRoomPreference,
  STEP_4_FIELDS,
  STEP_FIELDS,
  type SignUpField,
  type SignUpFormValues,
  type WizardStep,
} from './sign-up-form';

// The wizard's checks with the shared schemas: imported on demand (lib/lazy-schema.ts), so that
// zod is not part of what the sign-up page downloads to paint.

function stepSchema(step: WizardStep, roomPreference: string): ZodType {
  if (step === 1) return signUpStep1Input;
  if (step === 2) return signUpStep2Input;
  if (step === 4 && isRoomPreference(roomPreference)) return signUpStep4Input(roomPreference);
  return signUpStep3Input;
}

/** The current step's first message per field (empty when the step may be left). */
export function validateStep(step: WizardStep, values: SignUpFormValues): FieldErrors {
  return firstErrors(stepSchema(step, values.roomPreference).safeParse(values));
}

export type BuiltSignUp = { ok: true; payload: SignUpInput } | { ok: false; errors: FieldErrors };

/** The whole wizard as POST /auth/signup takes it: only the step-4 answers of the chosen path. */
export function buildSignUp(values: SignUpFormValues): BuiltSignUp {
  const chosen = isRoomPreference(values.roomPreference)
    ? STEP_4_FIELDS[values.roomPreference]
    : [];
  const fields = [...STEP_FIELDS[1], ...STEP_FIELDS[2], ...STEP_FIELDS[3], ...chosen];
  const raw: Partial<Record<SignUpField, unknown>> = { interests: values.interests };
  for (const field of fields) raw[field] = values[field];
  const result = signUpInput.safeParse(raw);
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, errors: firstErrors(result) };
}
