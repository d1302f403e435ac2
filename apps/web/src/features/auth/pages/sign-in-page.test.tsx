import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { getToken, getUser } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute } from '@/test/render-app';
import { fail, offline, ok, pending, stubApi } from '@/test/stub-api';

/** Whole journeys through lazily loaded pages: generous when every test file runs at once. */
const SLOW = { timeout: 30_000 };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const USER = { id: 9, name: 'Rahul Verma', email: 'rahul@example.in', role: 'TENANT' };

beforeAll(async () => {
  await Promise.all([import('./sign-in-page'), import('./forgot-password-page')]);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(toast, 'success');
});

async function signIn(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign in', SLOW, () => {
  it('tabs from e-mail to password to Sign In, and only then to Forgot password?', async () => {
    stubApi({});
    const { user } = renderRoute('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    screen.getByLabelText('Email').focus();
    const visited: Element[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      visited.push(document.activeElement!);
    }
    expect(visited).toEqual([
      screen.getByLabelText('Password'),
      // The show/hide toggle belongs to the password field.
      screen.getByRole('button', { name: 'Show password' }),
      screen.getByRole('button', { name: 'Sign In' }),
      screen.getByRole('link', { name: 'Forgot password?' }),
    ]);
  });

  it('links to forgot-password and sign-up and offers no other way in', async () => {
    stubApi({});
    renderRoute('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByText(/OR CONTINUE WITH/i)).toBeNull();
  });

  it('checks the fields with the spec messages before calling the server', async () => {
    const api = stubApi({});
    const { user } = renderRoute('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'rahul@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('stores the session, says so and goes home after 1.5 s', async () => {
    const api = stubApi({
      'POST /api/auth/login': () => ok({ accessToken: 'tok', user: USER }),
      // Home loads its featured rooms; only the landing is checked here.
      'GET /api/properties/all': pending,
    });
    const { user, router } = renderRoute('/sign-in');
    await signIn(user, ' Rahul@Example.in ', 'Demo@1234');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.loginSuccess));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'rahul@example.in',
      password: 'Demo@1234',
    });
    expect(getToken()).toBe('tok');
    expect(getUser()).toEqual(USER);
    expect(screen.getByRole('button', { name: /Signing you in/ })).toHaveProperty('disabled', true);
    await advance(1400);
    expect(router.state.location.pathname).toBe('/sign-in');
    await advance(200);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/find-rooms?location=pune&budget=0-5000', '/find-rooms', '?location=pune&budget=0-5000'],
    ['https://evil.example/x', '/', ''],
    ['//evil.example/x', '/', ''],
  ])('after signing in with next=%s goes to %s%s', async (next, pathname, search) => {
    stubApi({
      'POST /api/auth/login': () => ok({ accessToken: 'tok', user: USER }),
      // The page it lands on loads its rooms; only the landing is checked here.
      'GET /api/properties': pending,
      'GET /api/properties/all': pending,
    });
    const { user, router } = renderRoute(`/sign-in?next=${encodeURIComponent(next)}`);
    await signIn(user, 'rahul@example.in', 'Demo@1234');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.loginSuccess));
    await advance(1600);
    // The page's chunk loads before the router moves.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(pathname), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe(search);
  });

  it.each([
    ['401', () => fail(401, MESSAGES.authInvalidCredentials), MESSAGES.authInvalidCredentials],
    ['429', () => fail(429, MESSAGES.tooManyAttempts), MESSAGES.tooManyAttempts],
    ['success: false', () => jsonResponse({ success: false }, 200), MESSAGES.loginFailed],
    ['a network failure', offline, MESSAGES.unexpectedError],
  ])('shows %s as "%s"', async (_case, answer, message) => {
    stubApi({ 'POST /api/auth/login': answer });
    const { user } = renderRoute('/sign-in');
    await signIn(user, 'rahul@example.in', 'Wrong@1234');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(getToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('shows a suspended account why and until when, with no offer to verify the e-mail', async () => {
    const reason =
      'Your account is suspended until 1 Dec 2026, 10:00 am IST. Reason: Asked renters for advance payments';
    stubApi({ 'POST /api/auth/login': () => fail(403, reason) });
    const { user } = renderRoute('/sign-in');
    await signIn(user, 'rahul@example.in', 'Demo@1234');
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.queryByRole('button', { name: 'Verify your e-mail' })).toBeNull();
  });

  it('lets an unverified account verify its e-mail and come back to sign in', async () => {
    const api = stubApi({
      'POST /api/auth/login': () => fail(403, MESSAGES.emailNotVerified),
      'POST /api/auth/resend-verification': () => ok(null),
      'POST /api/auth/verify-email': () => ok(null),
    });
    const { user } = renderRoute('/sign-in');
    await signIn(user, 'rahul@example.in', 'Demo@1234');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.emailNotVerified);

    await user.click(screen.getByRole('button', { name: 'Verify your e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({
      email: 'rahul@example.in',
    });
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.verificationCodeSent);

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.verifySuccess));
    await advance(1500);
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail' })).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rahul@example.in');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Demo@1234');
  });
});

describe('Sign in, in Hindi', SLOW, () => {
  it('shows the page, the form and the way to sign up in Hindi', async () => {
    i18n.addResourceBundle('hi', 'auth', hi.auth);
    await i18n.changeLanguage('hi');
    try {
      stubApi({});
      renderRoute('/sign-in');
      await screen.findByRole('heading', { level: 1, name: 'साइन इन' });
      expect(screen.getByLabelText('ईमेल')).toBeTruthy();
      expect(screen.getByLabelText('पासवर्ड')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeTruthy();
      // The sentence and its link come from one text: the link keeps its words and its target.
      const signUp = screen.getByRole('link', { name: 'साइन अप करें' });
      expect(signUp.getAttribute('href')).toBe('/sign-up');
      expect(signUp.parentElement?.textContent).toBe('खाता नहीं है? साइन अप करें');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
