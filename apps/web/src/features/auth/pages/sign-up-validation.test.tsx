import { VALIDATION as V } from '@roomsetu/shared';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import {
  ACCOUNT_LABELS,
  choose,
  expectFieldError,
  fillAccount,
  fillProfile,
  next,
  reachStep4,
  shownErrors,
  stepTitle,
  VALID_ACCOUNT,
} from '../testing/sign-up-driver';

/** Whole journeys through lazily loaded pages: generous when every test file runs at once. */
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await import('./sign-up-page');
});

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({
    'POST /api/auth/check-duplicate': () => ok({ available: true }),
    'GET /api/users-public/interests': () => ok([{ id: 1, name: 'Music' }]),
  });
});

const ROOM = 'Looking for a room';
const ROOMMATE = 'Looking for a roommate';
const OWNER = 'Property owner';

describe('Sign-up: each step shows its spec §5 messages, one per field, in order', SLOW, () => {
  it.each([
    {
      step: 'step 1 (account)',
      reach: async () => stepTitle('Create your account'),
      messages: [
        V.firstNameRequired,
        V.lastNameRequired,
        V.emailRequired,
        V.phoneRequired,
        V.passwordRequired,
        V.confirmPasswordRequired,
        V.termsRequired,
      ],
    },
    {
      step: 'step 2 (profile)',
      reach: async (user: Parameters<typeof fillAccount>[0]) => {
        await stepTitle('Create your account');
        await fillAccount(user);
        await next(user);
        await stepTitle('Tell us about yourself');
      },
      messages: [
        V.ageRequired,
        V.genderRequired,
        V.cityRequired,
        V.occupationRequired,
        V.educationRequired,
      ],
    },
    {
      step: 'step 3 (what are you looking for?)',
      reach: async (user: Parameters<typeof fillAccount>[0]) => {
        await stepTitle('Create your account');
        await fillAccount(user);
        await next(user);
        await fillProfile(user);
        await next(user);
        await stepTitle('What are you looking for?');
      },
      messages: [V.roomPreferenceRequired],
    },
    {
      step: 'step 4, looking for a room',
      reach: (user: Parameters<typeof fillAccount>[0]) => reachStep4(user, ROOM),
      messages: [V.budgetRequired, V.roommateGenderRequired],
    },
    {
      step: 'step 4, looking for a roommate',
      reach: (user: Parameters<typeof fillAccount>[0]) => reachStep4(user, ROOMMATE),
      messages: [
        V.preferenceRequired,
        V.preferenceRequired,
        V.preferenceRequired,
        V.foodPreferenceRequired,
        V.lifestyleRequired,
      ],
    },
    {
      step: 'step 4, property owner',
      reach: (user: Parameters<typeof fillAccount>[0]) => reachStep4(user, OWNER),
      messages: [V.landlordTermsRequired],
    },
  ])('$step', async ({ reach, messages }) => {
    const { user } = renderRoute('/sign-up');
    await reach(user);
    const title = screen.getByRole('heading', { level: 2 }).textContent;
    expect(shownErrors()).toEqual([]);

    await next(user);
    await screen.findAllByText(messages[0] ?? '');
    expect(shownErrors()).toEqual(messages);
    // Still on the same step, with focus on the first field to fix.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });
});

describe('Sign-up: the second rule of a field replaces its first', SLOW, () => {
  it.each([
    ['email', { email: 'asha@' }, V.emailInvalid],
    ['phone', { phone: '98765' }, V.phoneInvalid],
    ['phone', { phone: '98765432101' }, V.phoneInvalid],
    ['password', { password: 'password1', confirmPassword: 'password1' }, V.passwordRule],
    ['password', { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, V.passwordRule],
    ['confirmPassword', { confirmPassword: 'Other!pass1' }, V.passwordsDoNotMatch],
  ] as const)('%s %o: "%s"', async (field, overrides, message) => {
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    await fillAccount(user, overrides);
    await next(user);
    await screen.findByText(message);
    expect(shownErrors()).toEqual([message]);
    expectFieldError(screen.getByLabelText(ACCOUNT_LABELS[field]), message);
    expect(api.callsTo('POST /api/auth/check-duplicate')).toHaveLength(0);
  });

  it.each(['17', '101', 'abc', '25.5'])('age %s: "%s"', async (age) => {
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    await fillAccount(user);
    await next(user);
    await stepTitle('Tell us about yourself');
    await fillProfile(user, age);
    await next(user);
    await screen.findByText(V.ageRange);
    expect(shownErrors()).toEqual([V.ageRange]);
    expectFieldError(screen.getByLabelText('Age'), V.ageRange);
  });

  it('ties every step-1 message to its field', async () => {
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    await next(user);
    await screen.findByText(V.firstNameRequired);
    expectFieldError(screen.getByLabelText('First name'), V.firstNameRequired);
    expectFieldError(screen.getByLabelText('Email'), V.emailRequired);
    expectFieldError(screen.getByLabelText('Confirm password'), V.confirmPasswordRequired);
    expectFieldError(screen.getByRole('checkbox', { name: /Terms of Service/ }), V.termsRequired);
  });

  it('clears a message once the field is fixed', async () => {
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    await fillAccount(user, { firstName: '' });
    await next(user);
    await screen.findByText(V.firstNameRequired);
    await user.type(screen.getByLabelText('First name'), 'Asha');
    expect(screen.queryByText(V.firstNameRequired)).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(VALID_ACCOUNT.email);
  });

  it('asks step 3 again with the step-3 message when nothing is chosen', async () => {
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    await fillAccount(user);
    await next(user);
    await fillProfile(user);
    await next(user);
    await stepTitle('What are you looking for?');
    await next(user);
    await screen.findByText(V.roomPreferenceRequired);
    await choose(user, OWNER);
    expect(screen.queryByText(V.roomPreferenceRequired)).toBeNull();
  });
});
