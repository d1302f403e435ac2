import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { PLANS, PRICING_FAQS } from './plans';

/**
 * The wizard counts an owner's listings ("Free to list · 10 listings so far") and nothing caps
 * them: the plans and the FAQ tell the same story.
 */
describe('what the Free plan says about listings', () => {
  it('promises no one-listing limit the product does not enforce', () => {
    const t = i18n.getFixedT('en', 'pricing');
    const words = [
      ...PLANS.flatMap((p) => [t(`plans.${p.key}.summary`), ...p.features.map((f) => t(f))]),
      ...PRICING_FAQS.map((f) => t(`faq.${f}.answer`)),
    ].join('\n');
    expect(words).not.toMatch(/one active|1 active|list one property|unlimited property listings/i);
    expect(PLANS.find((p) => p.key === 'free')!.features.map((f) => t(f))).toContain(
      'List your properties free, as many as you let',
    );
  });
});
