import {
  listingFreshnessInput,
  listingFreshnessLink,
  listingFreshnessResult,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { answerFreshness, readFreshnessLink } from './answer';

export function freshnessRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    // Not /properties/freshness: a GET there is /properties/:id's.
    path: '/properties/freshness/link',
    summary:
      'What a freshness link is about, read before it is pressed: the listing and whether its question was already answered (changes nothing)',
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    query: listingFreshnessInput,
    errors: [404, 410],
    response: listingFreshnessLink,
    handler: async ({ query }) => ({ data: await readFreshnessLink(ctx, query.token) }),
  });

  table.add({
    method: 'post',
    path: '/properties/freshness',
    summary:
      'Answer "Is it still available?" from the owner\'s e-mail: the signed token names the listing, the answer and the ask (no sign-in; each token works once, until it expires)',
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    body: listingFreshnessInput,
    errors: [404, 409, 410],
    response: listingFreshnessResult,
    handler: async ({ body }) => {
      const data = await answerFreshness(ctx, body.token);
      const message =
        data.answer === 'RENTED'
          ? 'Your listing is paused and out of search.'
          : data.answer === 'REACTIVATE'
            ? 'Your listing is live again.'
            : 'Thanks, your listing shows as available.';
      return { data, message };
    },
  });
}
