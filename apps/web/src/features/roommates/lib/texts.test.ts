import { COMPATIBILITY_FACTORS, COMPATIBILITY_TEXT } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { matchReasonText, reasonText } from './texts';

describe('compatibility texts', () => {
  const en = i18n.getFixedT('en', 'roommates');

  it('has every reason the API words, with the same English', () => {
    for (const factor of COMPATIBILITY_FACTORS) {
      for (const reason of Object.values(COMPATIBILITY_TEXT[factor])) {
        expect(reasonText(en, factor, reason), `${factor}: ${reason}`).toBe(reason);
        expect(matchReasonText(en, reason)).toBe(reason);
      }
    }
  });

  it('gives each reason in Hindi, and leaves an unknown one as it came', () => {
    i18n.addResourceBundle('hi', 'roommates', hi.roommates);
    const t = i18n.getFixedT('hi', 'roommates');
    expect(reasonText(t, 'budget', 'Your budgets overlap')).toBe('आपके बजट मेल खाते हैं');
    expect(matchReasonText(t, 'Early bird and night owl')).toBe(
      'एक जल्दी उठने वाला, एक रात को जागने वाला',
    );
    expect(matchReasonText(t, 'Something new')).toBe('Something new');
  });
});
