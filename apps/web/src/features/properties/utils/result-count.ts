import { formatIndianNumber } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { i18n } from '@/lib/i18n';

/**
 * "12 Properties Found"; "1,000+ Properties Found" when the API stopped counting: the one place the
 * count's wording lives. In the language shown (`t` of the `rooms` catalog, else the app's).
 */
export function countText(
  total: number,
  lowerBound?: boolean,
  t: TFunction<'rooms'> = i18n.getFixedT(null, 'rooms'),
): string {
  const n = formatIndianNumber(total);
  return lowerBound
    ? t('page.foundAtLeast', { total: n })
    : t('page.found', { count: total, total: n });
}
