import { describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../messages';
import {
  checkDuplicateInput,
  refreshInput,
  resendVerificationInput,
  resetPasswordInput,
  sendVerificationTokenInput,
  signInInput,
  verifyEmailInput,
} from './auth';
import { firstErrors } from './util';

const SCHEMAS = {
  checkDuplicateInput,
  verifyEmailInput,
  resendVerificationInput,
  sendVerificationTokenInput,
  resetPasswordInput,
};
type Row = [name: keyof typeof SCHEMAS, input: object, field: string, message: string];

describe('signInInput', () => {
  it.each([
    ['email', { password: 'whatever1' }, VALIDATION.emailRequired],
    ['email', { email: '  ', password: 'whatever1' }, VALIDATION.emailRequired],
    ['email', { email: 'not-an-email', password: 'whatever1' }, VALIDATION.emailInvalid],
    ['password', { email: 'a@b.in' }, VALIDATION.passwordRequired],
    ['password', { email: 'a@b.in', password: '' }, VALIDATION.passwordRequired],
    ['password', { email: 'a@b.in', password: 'short' }, VALIDATION.passwordMin],
  ])('reports %s: %j -> %s', (field, input, message) => {
    expect(firstErrors(signInInput.safeParse(input))[field]).toBe(message);
  });

  it('reports only the first failing rule of a field', () => {
    const result = signInInput.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      VALIDATION.emailRequired,
      VALIDATION.passwordRequired,
    ]);
  });

  it('accepts a valid sign-in and lower-cases the e-mail', () => {
    expect(signInInput.parse({ email: ' Asha@Example.IN ', password: 'anything8' })).toEqual({
      email: 'asha@example.in',
      password: 'anything8',
    });
  });
});

describe('account recovery and verification', () => {
  it.each([
    ['checkDuplicateInput', { phone: '9876543210' }, 'email', VALIDATION.emailRequired],
    ['checkDuplicateInput', { email: 'a@b.in', phone: '12' }, 'phone', VALIDATION.phoneInvalid],
    ['verifyEmailInput', { email: 'a@b.in', token: '' }, 'token', MESSAGES.verifyInvalid],
    ['verifyEmailInput', { email: 'a@b.in', token: '12345a' }, 'token', MESSAGES.verifyInvalid],
    ['resendVerificationInput', { email: 'x' }, 'email', VALIDATION.emailInvalid],
    ['sendVerificationTokenInput', {}, 'email', VALIDATION.forgotEmailInvalid],
    ['sendVerificationTokenInput', { email: 'nope' }, 'email', VALIDATION.forgotEmailInvalid],
    [
      'resetPasswordInput',
      { token: '123456', password: 'Str0ng!pass' },
      'email',
      VALIDATION.forgotEmailInvalid,
    ],
    [
      'resetPasswordInput',
      { email: 'a@b.in', password: 'Str0ng!pass' },
      'token',
      VALIDATION.forgotTokenInvalid,
    ],
    [
      'resetPasswordInput',
      { email: 'a@b.in', token: '12', password: 'Str0ng!pass' },
      'token',
      VALIDATION.forgotTokenInvalid,
    ],
    [
      'resetPasswordInput',
      { email: 'a@b.in', token: '123456', password: '' },
      'password',
      VALIDATION.forgotPasswordInvalid,
    ],
    [
      'resetPasswordInput',
      { email: 'a@b.in', token: '123456', password: 'weakpass' },
      'password',
      VALIDATION.passwordRule,
    ],
  ] satisfies Row[])('%s %j reports %s: %s', (name, input, field, message) => {
    expect(firstErrors(SCHEMAS[name].safeParse(input))).toEqual({ [field]: message });
  });

  it('accepts a six-digit code with surrounding spaces', () => {
    expect(verifyEmailInput.parse({ email: 'a@b.in', token: ' 123456 ' }).token).toBe('123456');
  });

  it('treats a blank refresh token as absent', () => {
    expect(refreshInput.parse({})).toEqual({ refreshToken: undefined });
    expect(refreshInput.parse({ refreshToken: ' ' }).refreshToken).toBeUndefined();
    expect(refreshInput.parse({ refreshToken: 'abc' }).refreshToken).toBe('abc');
  });
});
