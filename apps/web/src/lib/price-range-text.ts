import type { PriceRange } from '@roomsetu/shared';
import { i18n } from '@/lib/i18n';

/** A `t` that reads the `common` namespace (a page's own `t` reads it too: it loads at start). */
export type UpToT = (key: 'common:budgetUpTo', options: { amount: string }) => string;

/**
 * A budget band's text: the amounts ('₹5k - ₹10k', '₹50k+') read the same in every language; the
 * lowest says "Up to ₹5k" in the reader's (with `t`, else the app's language). A module of its
 * own: the landing page's search, in every page's first JavaScript, shows the bands.
 */
export function priceRangeText(
  range: PriceRange,
  t: UpToT = (key, options) => i18n.t(key, options),
): string {
  return range.min === 0
    ? t('common:budgetUpTo', { amount: `₹${range.max / 1000}k` })
    : range.label;
}
