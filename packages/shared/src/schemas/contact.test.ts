import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { contactInput, isBlankEmail } from './contact';
import { firstError, firstErrors } from './util';

const contact = { firstName: 'Meera', email: 'meera@example.in', message: 'Hello' };

describe('contactInput', () => {
  it.each([
    [{ ...contact, firstName: '' }, 'firstName', VALIDATION.contactRequired],
    [{ ...contact, email: ' ' }, 'email', VALIDATION.contactRequired],
    [{ ...contact, message: undefined }, 'message', VALIDATION.contactRequired],
    [{ ...contact, message: '', type: 'report' }, 'message', VALIDATION.reportRequired],
    [{ type: 'report' }, 'firstName', VALIDATION.reportRequired],
    [{ ...contact, email: 'meera' }, 'email', VALIDATION.emailInvalid],
  ])('reports %j on %s', (input, field, message) => {
    expect(firstErrors(contactInput.safeParse(input))).toEqual({ [field]: message });
  });

  it('gives one message when everything is missing', () => {
    const result = contactInput.safeParse({});
    expect(result.error?.issues).toHaveLength(1);
    expect(firstError(result)).toBe(VALIDATION.contactRequired);
  });

  it.each([
    ['message', { toString: 1 }],
    ['email', { toString: null }],
    ['message', ['a', 'b']],
  ])('refuses a %s that is not text, without calling its toString', (field, value) => {
    const result = contactInput.safeParse({ ...contact, [field]: value });
    expect(result.success).toBe(false);
    expect(Object.keys(firstErrors(result))).toEqual([field]);
  });

  it("defaults the type to 'contact' and keeps last name and subject optional", () => {
    expect(contactInput.parse({ ...contact, lastName: '', email: 'Meera@Example.in' })).toEqual({
      firstName: 'Meera',
      lastName: undefined,
      email: 'meera@example.in',
      subject: undefined,
      message: 'Hello',
      type: 'contact',
    });
  });
});

describe('isBlankEmail', () => {
  it.each([
    ['', true],
    ['   ', true],
    [undefined, true],
    ['a@b.in', false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isBlankEmail(value)).toBe(blank);
  });
});
