import { MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute } from '@/test/render-app';
import { fail, offline, ok, stubApi } from '@/test/stub-api';
import { RESEND_COOLDOWN_SECONDS, VerifyEmailForm } from './verify-email-form';

const EMAIL = 'asha@example.in';

function renderForm(onVerified = vi.fn()) {
  const view = renderRoute('/', [
    { path: '/', element: <VerifyEmailForm email={EMAIL} onVerified={onVerified} /> },
  ]);
  return { ...view, onVerified };
}

async function submitCode(user: ReturnType<typeof renderForm>['user'], code: string) {
  const input = screen.getByLabelText('Verification code');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

describe('Verify your e-mail', () => {
  it.each([
    ['400', () => fail(400, 'Bad code'), MESSAGES.verifyInvalid],
    ['410', () => fail(410, 'Expired'), MESSAGES.verifyExpired],
    ['404', () => fail(404, 'No such user'), MESSAGES.verifyNotFound],
    ['500', () => fail(500, 'Boom'), MESSAGES.serverError],
    ['429', () => fail(429, MESSAGES.tooManyAttempts), MESSAGES.tooManyAttempts],
    [
      'success: false',
      () => jsonResponse({ success: false, error: 'no' }, 200),
      MESSAGES.verifyFailed,
    ],
    ['a network failure', offline, MESSAGES.unexpectedError],
  ])('explains %s', async (_case, answer, message) => {
    stubApi({ 'POST /api/auth/verify-email': answer });
    const { user, onVerified } = renderForm();
    await submitCode(user, '654321');
    expect(await screen.findByText(message)).toBeTruthy();
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('does nothing with an empty code and keeps only digits', async () => {
    const api = stubApi({ 'POST /api/auth/verify-email': () => ok(null) });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Verification code'), '12a3-45678');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123456');
  });

  it('reports success and hands over to the caller', async () => {
    stubApi({ 'POST /api/auth/verify-email': () => ok(null, 200, MESSAGES.verifySuccess) });
    const { user, onVerified } = renderForm();
    await submitCode(user, '123456');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.verifySuccess);
  });

  it('resends the code only after the cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'POST /api/auth/resend-verification': () => ok(null) });
    const { user } = renderForm();
    const resend = screen.getByRole('button', { name: /Resend code/ });
    expect(resend).toHaveProperty('disabled', true);
    expect(resend.textContent).toContain(`(${RESEND_COOLDOWN_SECONDS}s)`);

    await act(() => vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_SECONDS * 1000));
    expect(resend).toHaveProperty('disabled', false);
    await user.click(resend);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(MESSAGES.verificationCodeSent),
    );
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({ email: EMAIL });
    expect(screen.getByRole('button', { name: /Resend code/ })).toHaveProperty('disabled', true);
  });
});

describe('Verify your e-mail, in Hindi', () => {
  it('says where the code went and counts down in Hindi', async () => {
    i18n.addResourceBundle('hi', 'auth', hi.auth);
    await i18n.changeLanguage('hi');
    try {
      stubApi({});
      renderForm();
      expect(screen.getByRole('heading', { name: 'अपना ईमेल वेरिफ़ाई करें' })).toBeTruthy();
      const email = screen.getByText(EMAIL);
      expect(email.tagName).toBe('STRONG');
      expect(email.parentElement?.textContent).toBe(
        `हमने ${EMAIL} पर 6 अंकों का कोड भेजा है। अपना खाता चालू करने के लिए उसे नीचे डालें।`,
      );
      expect(screen.getByLabelText('वेरिफ़िकेशन कोड')).toBeTruthy();
      expect(
        screen.getByRole('button', {
          name: `कोड फिर से भेजें (${RESEND_COOLDOWN_SECONDS} सेकंड)`,
        }),
      ).toHaveProperty('disabled', true);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
