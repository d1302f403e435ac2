import { describe, expect, it } from 'vitest';
import { PLANS, PRICING_FAQS } from './plans';

/**
 * The wizard counts an owner's listings ("Free to list · 10 listings so far") and nothing caps
 * them: the plans and the FAQ tell the same story.
 */
describe('what the Free plan says about listings', () => {
  it('promises no one-listing limit the product does not enforce', () => {
    const words = [
      ...PLANS.flatMap((p) => [p.summary, ...p.features]),
      ...PRICING_FAQS.map((f) => f.answer),
    ].join('\n');
    expect(words).not.toMatch(/one active|1 active|list one property|unlimited property listings/i);
    expect(PLANS.find((p) => p.key === 'free')!.features).toContain(
      'List your properties free, as many as you let',
    );
  });
});
