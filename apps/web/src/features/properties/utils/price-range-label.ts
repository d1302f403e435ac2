import type { PriceRange } from '@roomsetu/shared';

/**
 * A budget range's text: "Up to ₹5k" says "up to" in the language shown (`upTo`), the other
 * ranges are amounts alone ("₹5k - ₹10k", "₹50k+") and read the same in every language.
 */
export function priceRangeLabel(range: PriceRange, upTo: (amount: string) => string): string {
  return range.min === 0 ? upTo(range.label.replace(/^Up to /, '')) : range.label;
}
