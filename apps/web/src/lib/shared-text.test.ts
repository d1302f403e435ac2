import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sharedText } from './shared-text';

describe('sharedText', () => {
  it('shows a shared message or a schema’s error in the reader’s language, anything else as it came', () => {
    i18n.addResourceBundle('hi', 'validation', { contactRequired: 'संपर्क: ज़रूरी' }, true, true);
    i18n.addResourceBundle('hi', 'messages', { contactFailed: 'संपर्क: नहीं भेजा गया' }, true, true);
    const en = i18n.getFixedT('en', ['validation', 'messages', 'session']);
    const hi = i18n.getFixedT('hi', ['validation', 'messages', 'session']);
    expect(sharedText(en, VALIDATION.contactRequired)).toBe(VALIDATION.contactRequired);
    expect(sharedText(hi, VALIDATION.contactRequired)).toBe('संपर्क: ज़रूरी');
    expect(sharedText(hi, MESSAGES.contactFailed)).toBe('संपर्क: नहीं भेजा गया');
    expect(sharedText(hi, 'The server’s own words')).toBe('The server’s own words');
  });
});
