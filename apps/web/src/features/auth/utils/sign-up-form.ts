import { ROOM_PREFERENCES, type FieldErrors, type RoomPreference } from '@roomsetu/shared';

/** What the wizard's inputs hold; the shared schemas turn it into the API payload. */
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  age: string;
  gender: string;
  city: string;
  occupation: string;
  education: string;
  roomPreference: string;
  budget: string;
  roommateGender: string;
  smoking: string;
  drinking: string;
  pets: string;
  foodPreference: string;
  lifestyle: string;
  landlordTerms: boolean;
  interests: number[];
}

export type SignUpField = keyof SignUpFormValues;

export const SIGN_UP_DEFAULTS: SignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
  age: '',
  gender: '',
  city: '',
  occupation: '',
  education: '',
  roomPreference: '',
  budget: '',
  roommateGender: '',
  smoking: '',
  drinking: '',
  pets: '',
  foodPreference: '',
  lifestyle: '',
  landlordTerms: false,
  interests: [],
};

export type WizardStep = 1 | 2 | 3 | 4;
/** Step 5 is the e-mail verification that follows a successful sign-up. */
export type SignUpStage = WizardStep | 5;

/** Each step's name in the catalog: `auth:steps.<key>` (indicator), `auth:wizard.titles.<key>`. */
export type WizardStepKey = 'account' | 'profile' | 'preference' | 'details';

export const STEP_KEYS: Readonly<Record<WizardStep, WizardStepKey>> = {
  1: 'account',
  2: 'profile',
  3: 'preference',
  4: 'details',
};

export const WIZARD_STEPS: readonly { step: WizardStep; key: WizardStepKey }[] = (
  [1, 2, 3, 4] as const
).map((step) => ({ step, key: STEP_KEYS[step] }));

export function isRoomPreference(value: string): value is RoomPreference {
  return (ROOM_PREFERENCES as readonly string[]).includes(value);
}

/** Each step's fields, in the order the spec reports them. */
export const STEP_FIELDS: Record<1 | 2 | 3, readonly SignUpField[]> = {
  1: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'terms'],
  2: ['age', 'gender', 'city', 'occupation', 'education'],
  3: ['roomPreference'],
};

export const STEP_4_FIELDS: Record<RoomPreference, readonly SignUpField[]> = {
  LOOKING_FOR_ROOM: ['budget', 'roommateGender'],
  LOOKING_FOR_ROOMMATE: ['smoking', 'drinking', 'pets', 'foodPreference', 'lifestyle'],
  PROPERTY_OWNER: ['landlordTerms'],
};

/** The step that holds `field`, if it is a wizard field. */
export function stepOfField(field: string): WizardStep | undefined {
  for (const step of [1, 2, 3] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  if (field === 'interests') return 4;
  return Object.values(STEP_4_FIELDS).some((fields) =>
    (fields as readonly string[]).includes(field),
  )
    ? 4
    : undefined;
}

/** The earliest step with one of these field errors, and the errors that belong to it. */
export function firstStepWithErrors(
  errors: FieldErrors,
): { step: WizardStep; errors: [SignUpField, string][] } | undefined {
  let best: WizardStep | undefined;
  for (const field of Object.keys(errors)) {
    const step = stepOfField(field);
    if (step !== undefined && (best === undefined || step < best)) best = step;
  }
  if (best === undefined) return undefined;
  const step = best;
  const own = Object.entries(errors).filter(([field]) => stepOfField(field) === step) as [
    SignUpField,
    string,
  ][];
  return { step, errors: own };
}
