import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PRICE_RANGE_VALUES,
  SIGNUP_AGE_MAX,
  SIGNUP_AGE_MIN,
} from '../constants';
import {
  EDUCATIONS,
  FOOD_PREFERENCES,
  GENDER_PREFERENCES,
  GENDERS,
  LIFESTYLES,
  ROOM_PREFERENCES,
  type RoomPreference,
} from '../enums';
import { MESSAGES, VALIDATION } from '../messages';
import {
  choice,
  cityField,
  emailField,
  idField,
  isPhone,
  mustBeTrue,
  PASSWORD_PATTERN,
  passwordField,
  requiredNumber,
  requiredText,
  VERIFICATION_CODE_PATTERN,
  yesNo,
} from './fields';
import { preferredLanguageField } from './users';
import { crossFieldCheck } from './util';

const isStrongPassword = (value: string) => PASSWORD_PATTERN.test(value);

export const signInInput = z.object({
  email: emailField(VALIDATION.emailRequired),
  password: passwordField(VALIDATION.passwordRequired, [
    (value) => value.length >= PASSWORD_MIN_LENGTH,
    VALIDATION.passwordMin,
  ]),
});
export type SignInInput = z.infer<typeof signInInput>;

const signUpStep1Shape = {
  firstName: requiredText(VALIDATION.firstNameRequired),
  lastName: requiredText(VALIDATION.lastNameRequired),
  email: emailField(VALIDATION.emailRequired),
  phone: requiredText(VALIDATION.phoneRequired, [isPhone, VALIDATION.phoneInvalid]),
  password: passwordField(VALIDATION.passwordRequired, [isStrongPassword, VALIDATION.passwordRule]),
  confirmPassword: passwordField(VALIDATION.confirmPasswordRequired),
  terms: mustBeTrue(VALIDATION.termsRequired),
};

/** Runs even when other fields fail, and lands in confirmPassword's place in the field order. */
function passwordsMatch<T extends { password: unknown; confirmPassword: unknown }>(
  fields: readonly (keyof T)[],
) {
  return crossFieldCheck<T>(fields, (value, addIssue) => {
    const { password, confirmPassword: confirm } = value;
    // Until both are typed, each field's own 'required' message is the useful one.
    if (
      typeof confirm === 'string' &&
      confirm &&
      typeof password === 'string' &&
      password &&
      confirm !== password
    ) {
      addIssue('confirmPassword', VALIDATION.passwordsDoNotMatch);
    }
  });
}

const signUpStep1Object = z.object(signUpStep1Shape);
export const signUpStep1Input = signUpStep1Object.check(
  passwordsMatch<z.output<typeof signUpStep1Object>>(signUpStep1Object.keyof().options),
);
export type SignUpStep1Input = z.infer<typeof signUpStep1Input>;

const signUpStep2Shape = {
  age: requiredNumber(VALIDATION.ageRequired, {
    min: SIGNUP_AGE_MIN,
    max: SIGNUP_AGE_MAX,
    integer: true,
    invalid: VALIDATION.ageRange,
  }),
  gender: choice(GENDERS, VALIDATION.genderRequired),
  city: cityField(VALIDATION.cityRequired),
  occupation: requiredText(VALIDATION.occupationRequired),
  education: choice(EDUCATIONS, VALIDATION.educationRequired),
};
export const signUpStep2Input = z.object(signUpStep2Shape);
export type SignUpStep2Input = z.infer<typeof signUpStep2Input>;

const roomPreference = choice(ROOM_PREFERENCES, VALIDATION.roomPreferenceRequired);
export const signUpStep3Input = z.object({ roomPreference });
export type SignUpStep3Input = z.infer<typeof signUpStep3Input>;

const signUpStep4RoomShape = {
  budget: choice(PRICE_RANGE_VALUES, VALIDATION.budgetRequired),
  roommateGender: choice(GENDER_PREFERENCES, VALIDATION.roommateGenderRequired),
};
export const signUpStep4RoomInput = z.object(signUpStep4RoomShape);
export type SignUpStep4RoomInput = z.infer<typeof signUpStep4RoomInput>;

const signUpStep4RoommateShape = {
  smoking: yesNo(VALIDATION.preferenceRequired),
  drinking: yesNo(VALIDATION.preferenceRequired),
  pets: yesNo(VALIDATION.preferenceRequired),
  foodPreference: choice(FOOD_PREFERENCES, VALIDATION.foodPreferenceRequired),
  lifestyle: choice(LIFESTYLES, VALIDATION.lifestyleRequired),
};
export const signUpStep4RoommateInput = z.object(signUpStep4RoommateShape);
export type SignUpStep4RoommateInput = z.infer<typeof signUpStep4RoommateInput>;

const signUpStep4OwnerShape = {
  landlordTerms: mustBeTrue(VALIDATION.landlordTermsRequired),
};
export const signUpStep4OwnerInput = z.object(signUpStep4OwnerShape);
export type SignUpStep4OwnerInput = z.infer<typeof signUpStep4OwnerInput>;

const signUpStep4Schemas = {
  LOOKING_FOR_ROOM: signUpStep4RoomInput,
  LOOKING_FOR_ROOMMATE: signUpStep4RoommateInput,
  PROPERTY_OWNER: signUpStep4OwnerInput,
} as const satisfies Record<RoomPreference, z.ZodType>;

/** The step-4 form depends on the step-3 answer. */
export function signUpStep4Input<P extends RoomPreference>(
  preference: P,
): (typeof signUpStep4Schemas)[P] {
  return signUpStep4Schemas[preference];
}

const signUpCommonShape = {
  ...signUpStep1Shape,
  ...signUpStep2Shape,
  interests: z.array(idField()).optional(),
  preferredRoommateGender: z.enum(GENDER_PREFERENCES).optional(),
  /** Else the language of the sign-up request (its Accept-Language). */
  preferredLanguage: preferredLanguageField.optional(),
};
const signUpCommonObject = z.object(signUpCommonShape);

/**
 * Step 4 keyed on the step-3 answer. A missing or unknown answer is reported once, on
 * roomPreference, with the step-3 message; its issues come after steps 1-2, as in the wizard.
 */
const signUpStep4Part = z.discriminatedUnion(
  'roomPreference',
  [
    z.object({ roomPreference: z.literal('LOOKING_FOR_ROOM'), ...signUpStep4RoomShape }),
    z.object({ roomPreference: z.literal('LOOKING_FOR_ROOMMATE'), ...signUpStep4RoommateShape }),
    z.object({ roomPreference: z.literal('PROPERTY_OWNER'), ...signUpStep4OwnerShape }),
  ],
  { error: VALIDATION.roomPreferenceRequired },
);

/** POST /api/auth/signup: the whole wizard; each field gives the same first message as its step. */
export const signUpInput = signUpCommonObject
  .check(passwordsMatch<z.output<typeof signUpCommonObject>>(signUpCommonObject.keyof().options))
  .and(signUpStep4Part);
export type SignUpInput = z.infer<typeof signUpInput>;

export const checkDuplicateInput = z.object({
  email: emailField(VALIDATION.emailRequired),
  phone: requiredText(VALIDATION.phoneRequired, [isPhone, VALIDATION.phoneInvalid]),
});
export type CheckDuplicateInput = z.infer<typeof checkDuplicateInput>;

/** A malformed code reads like a wrong one: the spec's 400 text. */
const verificationCode = (required: string, invalid: string) =>
  requiredText(required, [(value) => VERIFICATION_CODE_PATTERN.test(value), invalid]);

export const verifyEmailInput = z.object({
  email: emailField(VALIDATION.emailRequired),
  token: verificationCode(MESSAGES.verifyInvalid, MESSAGES.verifyInvalid),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

export const resendVerificationInput = z.object({
  email: emailField(VALIDATION.emailRequired),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationInput>;

/** Forgot password, step 1. */
export const sendVerificationTokenInput = z.object({
  email: emailField(VALIDATION.forgotEmailInvalid, VALIDATION.forgotEmailInvalid),
});
export type SendVerificationTokenInput = z.infer<typeof sendVerificationTokenInput>;

/** Forgot password, step 2: the new password must meet the sign-up rule. */
export const resetPasswordInput = z.object({
  email: emailField(VALIDATION.forgotEmailInvalid, VALIDATION.forgotEmailInvalid),
  token: verificationCode(VALIDATION.forgotTokenInvalid, VALIDATION.forgotTokenInvalid),
  password: passwordField(VALIDATION.forgotPasswordInvalid, [
    isStrongPassword,
    VALIDATION.passwordRule,
  ]),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The cookie is preferred; the body field serves non-browser clients. */
export const refreshInput = z.object({
  refreshToken: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
});
export type RefreshInput = z.infer<typeof refreshInput>;
