import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountLanguage, changeLanguage, currentLanguage } from '@/lib/i18n';

describe('the language of the app', () => {
  afterEach(async () => {
    await changeLanguage('en');
    document.cookie = 'roomsetu_lang=; Max-Age=0; Path=/';
  });

  it('starts a new account in the browser’s language when none was chosen here', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'hi-IN', 'en']);
    expect(accountLanguage()).toBe('hi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de']);
    expect(accountLanguage()).toBe('en');
  });

  it('starts it in the language chosen on this device over the browser’s', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
    await changeLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(accountLanguage()).toBe('hi');
  });
});
