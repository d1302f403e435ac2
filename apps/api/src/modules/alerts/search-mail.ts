import { DIGEST_MAX_LISTINGS, type UiLanguage } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { Mail } from '../../lib/mailer';
import { mailListings, unsubscribeUrl } from './shared';
import { alertMail, searchAlertMail } from './templates';

/** The mail of a person's saved-search matches, as the saved-searches module asks for it. */
export interface SearchMailInput {
  userId: number;
  to: { email: string; firstName: string; language: UiLanguage };
  kind: 'instant' | 'digest';
  frequency: 'INSTANT' | 'DAILY';
  matches: { savedSearchId: number; propertyId: number; name: string }[];
}

/**
 * Up to DIGEST_MAX_LISTINGS listings and a link to the rest; the unsubscribe link stops that one
 * search when the mail is about one, else every search alert.
 */
export async function searchMail(ctx: AppContext, o: SearchMailInput): Promise<Mail> {
  const { userId, matches, frequency } = o;
  const ids = [...new Set(matches.map((m) => m.propertyId))];
  const shown = ids.slice(0, DIGEST_MAX_LISTINGS);
  const searchIds = [...new Set(matches.map((m) => m.savedSearchId))];
  const url = unsubscribeUrl(
    ctx,
    searchIds.length === 1
      ? { userId, savedSearchId: searchIds[0]!, frequency }
      : { userId, category: 'searchAlerts' },
  );
  const rendered = searchAlertMail({
    lang: o.to.language,
    firstName: o.to.firstName,
    kind: o.kind,
    searchNames: [...new Set(matches.map((m) => m.name))],
    listings: await mailListings(ctx, shown),
    more: ids.length - shown.length,
    moreUrl: `${ctx.env.PUBLIC_URL}/profile?tab=saved-searches`,
    unsubscribeUrl: url,
  });
  return alertMail(o.to.email, rendered, url);
}
