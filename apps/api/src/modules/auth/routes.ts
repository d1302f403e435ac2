import {
  checkDuplicateInput,
  checkDuplicateResponse,
  loginResponse,
  noData,
  refreshResponse,
  signUpResponse,
  MESSAGES,
  refreshInput,
  resendVerificationInput,
  resetPasswordInput,
  sendVerificationTokenInput,
  signInInput,
  signUpInput,
  verifyEmailInput,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { requestLanguage } from '../../lib/i18n';
import { emailKey, ipKey, limit } from '../../lib/rate-limit';
import { limitFailedSignIns } from '../../lib/sign-in-limits';
import type { RouteTable } from '../../lib/route';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './cookies';
import * as passwords from './password-service';
import * as sessions from './session-service';
import * as signup from './signup-service';
import * as verification from './verification-service';

export function authRoutes(table: RouteTable, ctx: AppContext): void {
  const attempts = MESSAGES.tooManyAttempts;
  const signupLimit = limit(ctx, 'signupPerIp', ipKey, { message: attempts });
  const duplicateLimit = limit(ctx, 'checkDuplicatePerIp', ipKey, { message: attempts });
  const codeMailLimits = [
    limit(ctx, 'codeMailPerIp', ipKey, { message: attempts }),
    limit(ctx, 'codeMailPerEmail', emailKey, { message: attempts }),
  ];
  const codeCheckLimit = limit(ctx, 'codeCheckPerIp', ipKey, { message: attempts });

  table.add({
    method: 'post',
    path: '/auth/check-duplicate',
    summary: 'Sign-up step 1: is the e-mail or phone already registered? (409 when taken)',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: checkDuplicateInput,
    before: [duplicateLimit],
    errors: [409],
    response: checkDuplicateResponse,
    handler: async ({ body }) => {
      await signup.checkDuplicate(ctx, body);
      return { data: { available: true } };
    },
  });

  table.add({
    method: 'post',
    path: '/auth/signup',
    summary: 'Register with the whole wizard payload; mails a 6-digit verification code',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: signUpInput,
    before: [signupLimit],
    errors: [409],
    successStatus: 201,
    response: signUpResponse,
    handler: async ({ req, body }) => ({
      status: 201,
      data: await signup.signUp(
        ctx,
        signup.signUpData(body, ctx.now(), requestLanguage(req.headers)),
      ),
      message: MESSAGES.signupSuccess,
    }),
  });

  table.add({
    method: 'post',
    path: '/auth/verify-email',
    summary: 'Verify the e-mail with the mailed code (400 wrong or used, 410 expired, 404 unknown)',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: verifyEmailInput,
    before: [codeCheckLimit],
    errors: [404, 410],
    response: noData,
    handler: async ({ body }) => {
      await verification.verifyEmail(ctx, body);
      return { data: null, message: MESSAGES.verifySuccess };
    },
  });

  table.add({
    method: 'post',
    path: '/auth/resend-verification',
    summary: 'Mail a new verification code (same answer whether or not the account exists)',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: resendVerificationInput,
    before: codeMailLimits,
    response: noData,
    handler: async ({ body }) => {
      await verification.resendVerification(ctx, body);
      return { data: null, message: MESSAGES.verificationCodeSent };
    },
  });

  table.add({
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in: an access token, and the refresh token in an httpOnly cookie',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: signInInput,
    errors: [401, 403, 429],
    response: loginResponse,
    handler: async ({ body, req, res }) => {
      const result = await limitFailedSignIns(ctx, body.email, ipKey(req), () =>
        sessions.login(ctx, body),
      );
      setRefreshCookie(ctx, res, result.refresh.token);
      return { data: result.data, message: MESSAGES.loginSuccess };
    },
  });

  table.add({
    method: 'post',
    path: '/auth/refresh',
    summary: 'Rotate the refresh token (cookie, or body refreshToken) for a new access token',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: refreshInput,
    // 403: the account is suspended (the envelope's `suspension` says why and until when).
    errors: [401, 403],
    response: refreshResponse,
    handler: async ({ req, res }) => {
      try {
        const result = await sessions.refresh(ctx, presentedRefreshToken(req));
        setRefreshCookie(ctx, res, result.refresh.token);
        return { data: result.data };
      } catch (error) {
        // A tab that lost a refresh race keeps its cookie; a dead or copied token loses it.
        if (!(error instanceof sessions.RefreshRefused && error.keepCookie)) {
          clearRefreshCookie(ctx, res);
        }
        throw error;
      }
    },
  });

  table.add({
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session of the refresh token and clear its cookie',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: refreshInput,
    response: noData,
    handler: async ({ req, res }) => {
      await sessions.logout(ctx, presentedRefreshToken(req));
      clearRefreshCookie(ctx, res);
      return { data: null };
    },
  });

  table.add({
    method: 'post',
    path: '/auth/send-verification-token',
    summary: 'Forgot password, step 1: mail a reset code (same answer for unknown e-mails)',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: sendVerificationTokenInput,
    before: codeMailLimits,
    response: noData,
    handler: async ({ body }) => {
      await passwords.sendResetCode(ctx, body);
      return { data: null, message: MESSAGES.tokenSent };
    },
  });

  table.add({
    method: 'post',
    path: '/auth/reset-password',
    summary: 'Forgot password, step 2: set a new password with the mailed code',
    tag: 'auth',
    auth: 'none',
    access: 'guest',
    body: resetPasswordInput,
    before: [codeCheckLimit],
    response: noData,
    handler: async ({ body }) => {
      await passwords.resetPassword(ctx, body);
      return { data: null, message: MESSAGES.passwordReset };
    },
  });
}
