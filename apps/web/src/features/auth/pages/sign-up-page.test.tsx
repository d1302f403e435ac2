import { MESSAGES } from '@roomsetu/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { renderRoute } from '@/test/render-app';
import { fail, ok, stubApi, type ApiRoutes } from '@/test/stub-api';
import {
  answerYesNo,
  choose,
  expectFieldError,
  fillAccount,
  next,
  reachStep4,
  stepTitle,
  VALID_ACCOUNT,
} from '../testing/sign-up-driver';

/** Whole journeys through lazily loaded pages: generous when every test file runs at once. */
const SLOW = { timeout: 30_000 };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  await Promise.all([import('./sign-up-page'), import('./sign-in-page')]);
});

const INTERESTS = [
  { id: 3, name: 'Music' },
  { id: 5, name: 'Cooking' },
];

function stub(extra: ApiRoutes = {}) {
  return stubApi({
    'POST /api/auth/check-duplicate': () => ok({ available: true }),
    'GET /api/users-public/interests': () => ok(INTERESTS),
    'POST /api/auth/signup': () => ok({ id: 41, email: VALID_ACCOUNT.email }, 201),
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(toast, 'success');
});

describe('Sign-up wizard', SLOW, () => {
  it('shows indicators 1-4, a home link on step 1 and Previous afterwards, keeping answers', async () => {
    stub();
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    expect(document.title).toBe('Sign Up | RoomSetu');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const steps = within(screen.getByRole('list', { name: 'Sign-up steps' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(4);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      '/privacy-policy',
    );

    await fillAccount(user);
    await next(user);
    await stepTitle('Tell us about yourself');
    expect(steps[0]?.textContent).toContain('completed');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('link', { name: 'Back to Home' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepTitle('Create your account');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(VALID_ACCOUNT.email);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(
      VALID_ACCOUNT.password,
    );
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('shows and hides the password', async () => {
    stub();
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    [MESSAGES.duplicateEmail, 'Email'],
    [MESSAGES.duplicatePhone, 'Phone number'],
  ])('stays on step 1 when the duplicate check answers 409 "%s"', async (message, label) => {
    const api = stub({ 'POST /api/auth/check-duplicate': () => fail(409, message) });
    const { user } = renderRoute('/sign-up');
    await stepTitle('Create your account');
    await fillAccount(user);
    await next(user);
    await screen.findByText(message);
    expect(api.callsTo('POST /api/auth/check-duplicate')[0]?.body).toEqual({
      email: VALID_ACCOUNT.email,
      phone: VALID_ACCOUNT.phone,
    });
    expectFieldError(screen.getByLabelText(label), message);
    expect(screen.getByRole('heading', { level: 2, name: 'Create your account' })).toBeTruthy();
  });

  it('asks step 4 according to the step-3 choice', async () => {
    stub();
    const { user } = renderRoute('/sign-up');
    await reachStep4(user, 'Looking for a room');
    expect(screen.getByLabelText('Budget')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Preferred roommate gender' })).getAllByRole(
        'radio',
      ),
    ).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Smoking' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await choose(user, 'Looking for a roommate');
    await next(user);
    await stepTitle('A few more details');
    for (const name of ['Smoking', 'Drinking', 'Pets']) {
      expect(screen.getByRole('group', { name })).toBeTruthy();
    }
    expect(screen.getByLabelText('Food preference')).toBeTruthy();
    expect(screen.getByLabelText('Lifestyle')).toBeTruthy();
    expect(screen.queryByLabelText('Budget')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await choose(user, 'Property owner');
    await next(user);
    await stepTitle('A few more details');
    expect(screen.getByRole('checkbox', { name: /landlord terms/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Smoking' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Music' })).toBeTruthy();
  });

  it('signs up, then after 2 s asks for the code, then goes to sign-in 1.5 s after verifying', async () => {
    const api = stub({
      'POST /api/auth/verify-email': (body) =>
        (body as { token: string }).token === '123456' ? ok(null) : fail(400, 'x'),
    });
    const { user, router } = renderRoute('/sign-up');
    await reachStep4(user, 'Looking for a roommate');
    await answerYesNo(user, 'Smoking', 'No');
    await answerYesNo(user, 'Drinking', 'No');
    await answerYesNo(user, 'Pets', 'Yes');
    await user.selectOptions(screen.getByLabelText('Food preference'), 'VEGETARIAN');
    await user.selectOptions(screen.getByLabelText('Lifestyle'), 'EARLY_BIRD');
    await user.click(await screen.findByRole('button', { name: 'Cooking' }));
    await next(user);

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.signupSuccess));
    expect(screen.getByRole('button', { name: /Creating account/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.callsTo('POST /api/auth/signup')[0]?.body).toEqual({
      ...VALID_ACCOUNT,
      terms: true,
      age: 27,
      gender: 'FEMALE',
      city: 'jaipur',
      occupation: 'Engineer',
      education: 'MASTER',
      roomPreference: 'LOOKING_FOR_ROOMMATE',
      smoking: false,
      drinking: false,
      pets: true,
      foodPreference: 'VEGETARIAN',
      lifestyle: 'EARLY_BIRD',
      interests: [5],
      // jsdom's browser speaks English, and no language was chosen on this device.
      preferredLanguage: 'en',
    });

    await advance(1900);
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail' })).toBeNull();
    await advance(200);
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
    expect(screen.getByText(VALID_ACCOUNT.email)).toBeTruthy();

    // An empty code does nothing.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(0);

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.verifySuccess));
    expect(api.callsTo('POST /api/auth/verify-email')[0]?.body).toEqual({
      email: VALID_ACCOUNT.email,
      token: '123456',
    });
    await advance(1400);
    expect(router.state.location.pathname).toBe('/sign-up');
    await advance(200);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(
      VALID_ACCOUNT.email,
    );
  });

  it.each([
    [500, 'Database down', MESSAGES.signupFailed],
    [400, 'City is required', 'City is required'],
    [409, MESSAGES.duplicateEmail, MESSAGES.duplicateEmail],
  ])('shows a failed sign-up (%s "%s") as "%s"', async (status, error, shown) => {
    stub({ 'POST /api/auth/signup': () => fail(status, error) });
    const { user } = renderRoute('/sign-up');
    await reachStep4(user, 'Property owner');
    await user.click(screen.getByRole('checkbox', { name: /landlord terms/ }));
    await next(user);
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('takes the user back to the step of a field the server refused', async () => {
    stub({
      'POST /api/auth/signup': () =>
        fail(400, 'Invalid phone number', { phone: 'Invalid phone number' }),
    });
    const { user } = renderRoute('/sign-up');
    await reachStep4(user, 'Property owner');
    await user.click(screen.getByRole('checkbox', { name: /landlord terms/ }));
    await next(user);
    await stepTitle('Create your account');
    expectFieldError(screen.getByLabelText('Phone number'), 'Invalid phone number');
  });
});
