import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { renderRoute } from '@/test/render-app';
import { fail, offline, ok, stubApi, type ApiRoutes } from '@/test/stub-api';

/** Whole journeys through lazily loaded pages: generous when every test file runs at once. */
const SLOW = { timeout: 30_000 };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const EMAIL = 'rahul@example.in';

beforeAll(async () => {
  await Promise.all([import('./forgot-password-page'), import('./sign-in-page')]);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(toast, 'success');
});

async function requestToken(routes: ApiRoutes = {}) {
  const api = stubApi({ 'POST /api/auth/send-verification-token': () => ok(null), ...routes });
  const view = renderRoute('/forgot-password');
  await view.user.type(await screen.findByLabelText('Email'), EMAIL);
  await view.user.click(screen.getByRole('button', { name: 'Get verification token' }));
  return { ...view, api };
}

describe('Forgot password', SLOW, () => {
  it('links to contact and home, and never says it is not accessible', async () => {
    stubApi({});
    renderRoute('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/NOT ACCESSIBLE YET/i)).toBeNull();
  });

  it('asks for a valid e-mail', async () => {
    const api = stubApi({});
    const { user } = renderRoute('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Get verification token' });
    await user.click(button);
    expect(await screen.findByText(VALIDATION.forgotEmailInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'rahul@');
    await user.click(button);
    expect(screen.getByText(VALIDATION.forgotEmailInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['the server error', () => fail(429, MESSAGES.tooManyAttempts), MESSAGES.tooManyAttempts],
    ['the generic failure offline', offline, MESSAGES.tokenSendFailed],
  ])('step 1 failure shows %s', async (_case, answer, message) => {
    await requestToken({ 'POST /api/auth/send-verification-token': answer });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByLabelText('Verification token')).toBeNull();
  });

  it('sends the token, then resets the password and goes to sign-in after 1.5 s', async () => {
    const { user, api, router } = await requestToken({
      'POST /api/auth/reset-password': () => ok(null),
    });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.tokenSent));
    expect(api.callsTo('POST /api/auth/send-verification-token')[0]?.body).toEqual({
      email: EMAIL,
    });
    expect(await screen.findByText(EMAIL)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(VALIDATION.forgotTokenInvalid)).toBeTruthy();
    expect(screen.getByText(VALIDATION.forgotPasswordInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Verification token'), '482913');
    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(VALIDATION.passwordRule)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w!secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.passwordReset));
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      email: EMAIL,
      token: '482913',
      password: 'N3w!secret',
    });
    await advance(1400);
    expect(router.state.location.pathname).toBe('/forgot-password');
    await advance(200);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(EMAIL);
  });

  it.each([
    ['the server error', () => fail(400, MESSAGES.resetCodeInvalid), MESSAGES.resetCodeInvalid],
    ['the generic failure offline', offline, MESSAGES.passwordResetFailed],
  ])('step 2 failure shows %s', async (_case, answer, message) => {
    const { user } = await requestToken({ 'POST /api/auth/reset-password': answer });
    await user.type(await screen.findByLabelText('Verification token'), '111111');
    await user.type(screen.getByLabelText('New password'), 'N3w!secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(toast.success).not.toHaveBeenCalledWith(MESSAGES.passwordReset);
  });
});
