import { getCity } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { listingPath } from '../../lib/links';
import { unsubscribeUrl } from '../../lib/unsubscribe-tokens';
import { toCards } from '../properties';
import { listingsByIds } from './repository';
import type { MailListing } from './templates';

export { unsubscribeUrl };

/** Listings as mail cards, in the order of `ids`; ids of missing listings are skipped. */
export async function mailListings(ctx: AppContext, ids: number[]): Promise<MailListing[]> {
  if (!ids.length) return [];
  const rows = await listingsByIds(ctx.database.db, ids);
  const cards = new Map((await toCards(ctx, rows)).map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const c = cards.get(id);
    if (!c) return [];
    const city = getCity(c.address.city)?.label ?? c.address.city;
    const photo = c.photos.find((p) => p.isPrimary) ?? c.photos[0];
    return [
      {
        title: c.title,
        rent: c.rent,
        locality: c.address.area ? `${c.address.area}, ${city}` : city,
        photoUrl: photo?.cardUrl ?? null,
        url: `${ctx.env.PUBLIC_URL}${listingPath(id)}`,
      },
    ];
  });
}
