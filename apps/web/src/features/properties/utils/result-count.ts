import { formatIndianNumber } from '@roomsetu/shared';

/** "12 Properties Found"; "1,000+ Properties Found" when the API stopped counting: the one place the count's wording lives. */
export function countText(total: number, lowerBound?: boolean): string {
  const n = `${formatIndianNumber(total)}${lowerBound ? '+' : ''}`;
  return `${n} ${total === 1 && !lowerBound ? 'Property' : 'Properties'} Found`;
}
