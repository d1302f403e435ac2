import { describe, expect, expectTypeOf, it } from 'vitest';
import { VALIDATION } from '../messages';
import {
  type SignUpInput,
  signUpInput,
  signUpStep1Input,
  signUpStep2Input,
  signUpStep3Input,
  signUpStep4Input,
  signUpStep4OwnerInput,
  signUpStep4RoomInput,
  signUpStep4RoommateInput,
} from './auth';
import { firstError, firstErrors } from './util';

const SCHEMAS = {
  signUpStep3Input,
  signUpStep4RoomInput,
  signUpStep4RoommateInput,
  signUpStep4OwnerInput,
};
type Row = [name: keyof typeof SCHEMAS, input: object, field: string, message: string];

const step1 = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  terms: true,
};
const step2 = {
  age: '27',
  gender: 'FEMALE',
  city: 'jaipur',
  occupation: 'Engineer',
  education: 'MASTER',
};
const roommateStep4 = {
  smoking: 'no',
  drinking: false,
  pets: 'yes',
  foodPreference: 'VEGETARIAN',
  lifestyle: 'EARLY_BIRD',
};

describe('signUpStep1Input', () => {
  it.each([
    ['firstName', { firstName: ' ' }, VALIDATION.firstNameRequired],
    ['lastName', { lastName: undefined }, VALIDATION.lastNameRequired],
    ['email', { email: '' }, VALIDATION.emailRequired],
    ['email', { email: 'asha@' }, VALIDATION.emailInvalid],
    ['phone', { phone: '' }, VALIDATION.phoneRequired],
    ['phone', { phone: '98765' }, VALIDATION.phoneInvalid],
    ['phone', { phone: '98765432101' }, VALIDATION.phoneInvalid],
    ['phone', { phone: '98765-4321' }, VALIDATION.phoneInvalid],
    ['password', { password: '' }, VALIDATION.passwordRequired],
    ['password', { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, VALIDATION.passwordRule],
    [
      'password',
      { password: 'str0ng!pass', confirmPassword: 'str0ng!pass' },
      VALIDATION.passwordRule,
    ],
    [
      'password',
      { password: 'STR0NG!PASS', confirmPassword: 'STR0NG!PASS' },
      VALIDATION.passwordRule,
    ],
    [
      'password',
      { password: 'Strong!pass', confirmPassword: 'Strong!pass' },
      VALIDATION.passwordRule,
    ],
    [
      'password',
      { password: 'Str0ngpass', confirmPassword: 'Str0ngpass' },
      VALIDATION.passwordRule,
    ],
    [
      'password',
      { password: 'Str0ng!pass_', confirmPassword: 'Str0ng!pass_' },
      VALIDATION.passwordRule,
    ],
    [
      'password',
      { password: 'Str0ng! pass', confirmPassword: 'Str0ng! pass' },
      VALIDATION.passwordRule,
    ],
    ['confirmPassword', { confirmPassword: '' }, VALIDATION.confirmPasswordRequired],
    ['confirmPassword', { confirmPassword: 'Other!pass1' }, VALIDATION.passwordsDoNotMatch],
    ['terms', { terms: false }, VALIDATION.termsRequired],
    ['terms', { terms: undefined }, VALIDATION.termsRequired],
  ])('reports %s: %j -> %s', (field, change, message) => {
    const result = signUpStep1Input.safeParse({ ...step1, ...change });
    expect(firstErrors(result)).toEqual({ [field]: message });
  });

  it('reports the fields in the spec order, the mismatch in confirmPassword’s place', () => {
    const result = signUpStep1Input.safeParse({
      firstName: '',
      email: 'bad',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pas',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', VALIDATION.firstNameRequired],
      ['lastName', VALIDATION.lastNameRequired],
      ['email', VALIDATION.emailInvalid],
      ['phone', VALIDATION.phoneRequired],
      ['confirmPassword', VALIDATION.passwordsDoNotMatch],
      ['terms', VALIDATION.termsRequired],
    ]);
  });

  it('gives the mismatch as the first error when only terms also fail', () => {
    const result = signUpStep1Input.safeParse({ ...step1, confirmPassword: 'x', terms: false });
    expect(firstError(result)).toBe(VALIDATION.passwordsDoNotMatch);
  });

  it('gives an empty form the first-name message first', () => {
    expect(firstError(signUpStep1Input.safeParse({}))).toBe(VALIDATION.firstNameRequired);
  });

  it('accepts a valid step 1', () => {
    expect(signUpStep1Input.safeParse(step1).success).toBe(true);
  });
});

describe('signUpStep2Input', () => {
  it.each([
    ['age', { age: undefined }, VALIDATION.ageRequired],
    ['age', { age: '' }, VALIDATION.ageRequired],
    ['age', { age: null }, VALIDATION.ageRequired],
    ['age', { age: '17' }, VALIDATION.ageRange],
    ['age', { age: 101 }, VALIDATION.ageRange],
    ['age', { age: 'twenty' }, VALIDATION.ageRange],
    ['age', { age: '25.5' }, VALIDATION.ageRange],
    ['gender', { gender: '' }, VALIDATION.genderRequired],
    ['city', { city: undefined }, VALIDATION.cityRequired],
    ['city', { city: '' }, VALIDATION.cityRequired],
    ['city', { city: 'new-york' }, VALIDATION.cityInvalid],
    ['city', { city: 'chicago' }, VALIDATION.cityInvalid],
    ['occupation', { occupation: '  ' }, VALIDATION.occupationRequired],
    ['education', { education: 'PHD' }, VALIDATION.educationRequired],
  ])('reports %s: %j -> %s', (field, change, message) => {
    expect(firstErrors(signUpStep2Input.safeParse({ ...step2, ...change }))).toEqual({
      [field]: message,
    });
  });

  it('coerces a numeric age string and accepts the bounds', () => {
    expect(signUpStep2Input.parse(step2).age).toBe(27);
    expect(signUpStep2Input.parse({ ...step2, age: 18 }).age).toBe(18);
    expect(signUpStep2Input.parse({ ...step2, age: '100' }).age).toBe(100);
  });

  it('maps the deprecated bangalore to bengaluru', () => {
    expect(signUpStep2Input.parse({ ...step2, city: 'bangalore' }).city).toBe('bengaluru');
  });
});

describe('sign-up steps 3 and 4', () => {
  it.each([
    ['signUpStep3Input', {}, 'roomPreference', VALIDATION.roomPreferenceRequired],
    [
      'signUpStep3Input',
      { roomPreference: '' },
      'roomPreference',
      VALIDATION.roomPreferenceRequired,
    ],
    ['signUpStep4RoomInput', { roommateGender: 'ANY' }, 'budget', VALIDATION.budgetRequired],
    [
      'signUpStep4RoomInput',
      { budget: '1-2', roommateGender: 'ANY' },
      'budget',
      VALIDATION.budgetRequired,
    ],
    [
      'signUpStep4RoomInput',
      { budget: '0-5000' },
      'roommateGender',
      VALIDATION.roommateGenderRequired,
    ],
    [
      'signUpStep4RoommateInput',
      { ...roommateStep4, smoking: '' },
      'smoking',
      VALIDATION.preferenceRequired,
    ],
    [
      'signUpStep4RoommateInput',
      { ...roommateStep4, drinking: undefined },
      'drinking',
      VALIDATION.preferenceRequired,
    ],
    [
      'signUpStep4RoommateInput',
      { ...roommateStep4, pets: 'maybe' },
      'pets',
      VALIDATION.preferenceRequired,
    ],
    [
      'signUpStep4RoommateInput',
      { ...roommateStep4, foodPreference: '' },
      'foodPreference',
      VALIDATION.foodPreferenceRequired,
    ],
    [
      'signUpStep4RoommateInput',
      { ...roommateStep4, lifestyle: undefined },
      'lifestyle',
      VALIDATION.lifestyleRequired,
    ],
    [
      'signUpStep4OwnerInput',
      { landlordTerms: false },
      'landlordTerms',
      VALIDATION.landlordTermsRequired,
    ],
    ['signUpStep4OwnerInput', {}, 'landlordTerms', VALIDATION.landlordTermsRequired],
  ] satisfies Row[])('%s %j reports %s: %s', (name, input, field, message) => {
    expect(firstErrors(SCHEMAS[name].safeParse(input))).toEqual({ [field]: message });
  });

  it('reads yes/no answers as booleans', () => {
    expect(signUpStep4RoommateInput.parse({ ...roommateStep4, drinking: 'TRUE' })).toMatchObject({
      smoking: false,
      drinking: true,
      pets: true,
    });
  });

  it('picks the step-4 schema for the step-3 answer', () => {
    expect(signUpStep4Input('LOOKING_FOR_ROOM')).toBe(signUpStep4RoomInput);
    expect(signUpStep4Input('LOOKING_FOR_ROOMMATE')).toBe(signUpStep4RoommateInput);
    expect(signUpStep4Input('PROPERTY_OWNER')).toBe(signUpStep4OwnerInput);
  });
});

describe('signUpInput (the API body)', () => {
  const roommate = { ...step1, ...step2, roomPreference: 'LOOKING_FOR_ROOMMATE', ...roommateStep4 };

  it('accepts each step-4 variant and keeps the extras', () => {
    const parsed = signUpInput.parse({ ...roommate, interests: [1, '2'], hobby: 'x' });
    expect(parsed).toMatchObject({ age: 27, smoking: false, interests: [1, 2] });
    expect(parsed).not.toHaveProperty('hobby');
    const room = {
      ...step1,
      ...step2,
      roomPreference: 'LOOKING_FOR_ROOM',
      budget: '5000-10000',
      roommateGender: 'MALE',
    };
    expect(signUpInput.parse(room)).toMatchObject({ budget: '5000-10000', roommateGender: 'MALE' });
    const owner = { ...step1, ...step2, roomPreference: 'PROPERTY_OWNER', landlordTerms: true };
    expect(signUpInput.parse(owner).roomPreference).toBe('PROPERTY_OWNER');
  });

  it('gives the same first message per field as the steps, in wizard order', () => {
    const result = signUpInput.safeParse({
      ...step1,
      email: '',
      confirmPassword: 'nope',
      age: '12',
    });
    expect(Object.entries(firstErrors(result))).toEqual([
      ['email', VALIDATION.emailRequired],
      ['confirmPassword', VALIDATION.passwordsDoNotMatch],
      ['age', VALIDATION.ageRange],
      ['gender', VALIDATION.genderRequired],
      ['city', VALIDATION.cityRequired],
      ['occupation', VALIDATION.occupationRequired],
      ['education', VALIDATION.educationRequired],
      ['roomPreference', VALIDATION.roomPreferenceRequired],
    ]);
  });

  it('validates the step-4 fields of the chosen preference', () => {
    const result = signUpInput.safeParse({ ...roommate, pets: '', lifestyle: 'LATE' });
    expect(firstErrors(result)).toEqual({
      pets: VALIDATION.preferenceRequired,
      lifestyle: VALIDATION.lifestyleRequired,
    });
  });

  it('infers the step-4 fields from the preference', () => {
    expectTypeOf<Extract<SignUpInput, { roomPreference: 'PROPERTY_OWNER' }>>().toHaveProperty(
      'landlordTerms',
    );
    expectTypeOf<SignUpInput['age']>().toEqualTypeOf<number>();
  });
});
