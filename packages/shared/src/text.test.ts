import { describe, expect, it } from 'vitest';
import { asSentence, countOf } from './text';

describe('countOf', () => {
  it('puts the noun in the singular for one only', () => {
    expect(countOf(1, 'view')).toBe('1 view');
    expect(countOf(0, 'view')).toBe('0 views');
    expect(countOf(1200, 'inquiry', 'inquiries')).toBe('1,200 inquiries');
  });
});

describe('asSentence', () => {
  it('ends a reason with one full stop, whether or not it had one', () => {
    expect(asSentence('The photo is blurry')).toBe('The photo is blurry.');
    expect(asSentence('The photo is blurry. ')).toBe('The photo is blurry.');
    expect(asSentence('Is this yours?')).toBe('Is this yours?');
    expect(asSentence('  ')).toBe('');
  });
});
