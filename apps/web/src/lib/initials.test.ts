import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and the last name, whatever comes between', () => {
    expect(initials('Rahul Sharma')).toBe('RS');
    expect(initials('rahul kumar sharma')).toBe('RS');
    expect(initials('  Priya   Nair  ')).toBe('PN');
  });

  it('shows one letter for a single name or an e-mail', () => {
    expect(initials('Asha')).toBe('A');
    expect(initials('asha@example.com')).toBe('A');
  });

  it("shows '?' when there is no name at all", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝓐sha Verma')).toBe('𝓐V');
  });

  it('writes Devanagari names as they are', () => {
    expect(initials('राहुल शर्मा')).toBe('रश');
  });
});
