import type { AppContext } from '../../lib/context';
import { visitInvite } from './calendar';
import { endOf, shownAddress } from './presenter';
import type { ListingRow, VisitRow } from './repository';

type Place = Pick<
  ListingRow,
  'title' | 'addressLine1' | 'area' | 'city' | 'postalCode' | 'locationApproximate'
>;

const origin = (ctx: AppContext) => ctx.env.PUBLIC_URL.replace(/\/$/, '');

/** Where the pair's conversation opens in the web app. */
export const conversationUrl = (ctx: AppContext, v: Pick<VisitRow, 'conversationId'>) =>
  v.conversationId ? `${origin(ctx)}/chat?convoId=${v.conversationId}` : `${origin(ctx)}/messages`;

/** The visit's time: the agreed one, or for a visit moved and then called off, its last proposal. */
export const visitStart = (v: VisitRow): Date => v.startsAt ?? v.slots[0]!;

/** What a calendar shows of a visit, the same in the mails, their links and the download. */
export function calendarEvent(ctx: AppContext, v: VisitRow, listing: Place) {
  const start = visitStart(v);
  return {
    start,
    end: endOf({ startsAt: start, durationMinutes: v.durationMinutes })!,
    summary: `Room visit: ${listing.title}`,
    location: shownAddress(listing),
    description: `Conversation: ${conversationUrl(ctx, v)}`,
  };
}

/**
 * The .ics of a visit as it stands: same UID and SEQUENCE in the mails and the download, so
 * importing either again changes nothing.
 */
export function visitIcs(
  ctx: AppContext,
  v: VisitRow,
  listing: Place,
  attendees: { name: string; email: string }[],
  method: 'REQUEST' | 'CANCEL',
): string {
  return visitInvite(
    {
      ...calendarEvent(ctx, v, listing),
      visitId: v.id,
      sequence: v.sequence,
      method,
      url: conversationUrl(ctx, v),
      stamp: ctx.now(),
      organizer: { name: 'RoomSetu', email: ctx.env.MAIL_FROM.replace(/^.*<|>.*$/g, '') },
      attendees,
    },
    new URL(origin(ctx)).hostname,
  );
}
