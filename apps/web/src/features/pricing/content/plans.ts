import type { ParseKeys } from 'i18next';

type PricingKey = ParseKeys<'pricing'>;

/**
 * A plan; its texts are in the `pricing` catalog: `plans.<key>.name`, `.price`, `.priceNote`,
 * `.summary`, and the features listed here (in order).
 */
export interface Plan {
  readonly key: 'free' | 'premium';
  readonly features: readonly PricingKey[];
}

export const PLANS: readonly Plan[] = [
  {
    key: 'free',
    features: [
      'plans.free.features.search',
      'plans.free.features.chat',
      'plans.free.features.favorites',
      'plans.free.features.listing',
      'plans.free.features.verification',
    ],
  },
  {
    key: 'premium',
    features: [
      'plans.premium.features.safetyFilter',
      'plans.premium.features.backgroundChecks',
      'plans.premium.features.featured',
      'plans.premium.features.support',
    ],
  },
];

/** The questions, in order: `faq.<key>.question` and `faq.<key>.answer` in `pricing`. */
export const PRICING_FAQS = ['payments', 'freeListing', 'brokerage'] as const;

/** The contact form's subject for "Contact sales" (its text in `pricing`). */
export const SALES_SUBJECT = 'salesSubject' satisfies PricingKey;
