import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export const VALID_ACCOUNT = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
};

export const ACCOUNT_LABELS: Record<keyof typeof VALID_ACCOUNT, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

export const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });

export async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /^(Next|Create Account)$/ }));
}

async function typeInto(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

export async function fillAccount(
  user: UserEvent,
  overrides: Partial<typeof VALID_ACCOUNT> = {},
  terms = true,
) {
  const values = { ...VALID_ACCOUNT, ...overrides };
  for (const key of Object.keys(ACCOUNT_LABELS) as (keyof typeof VALID_ACCOUNT)[]) {
    await typeInto(user, ACCOUNT_LABELS[key], values[key]);
  }
  const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  if ((box as HTMLInputElement).checked !== terms) await user.click(box);
}

export async function fillProfile(user: UserEvent, age = '27') {
  await typeInto(user, 'Age', age);
  await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
  await user.selectOptions(screen.getByLabelText('City'), 'jaipur');
  await typeInto(user, 'Occupation', 'Engineer');
  await user.selectOptions(screen.getByLabelText('Education'), 'MASTER');
}

export async function choose(user: UserEvent, preference: string) {
  await user.click(screen.getByRole('radio', { name: preference }));
}

export async function answerYesNo(user: UserEvent, group: string, answer: 'Yes' | 'No') {
  await user.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: answer }),
  );
}

/** Steps 1-3 answered; the wizard shows step 4 for `preference`. */
export async function reachStep4(user: UserEvent, preference: string) {
  await stepTitle('Create your account');
  await fillAccount(user);
  await next(user);
  await stepTitle('Tell us about yourself');
  await fillProfile(user);
  await next(user);
  await stepTitle('What are you looking for?');
  await choose(user, preference);
  await next(user);
  await stepTitle('A few more details');
}

/** The field messages on screen, top to bottom. */
export function shownErrors(): string[] {
  return [...document.querySelectorAll('[id$="-error"]')].map((el) => el.textContent ?? '');
}

/** `control` is marked invalid and described by a message reading `message`. */
export function expectFieldError(control: HTMLElement, message: string) {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}
