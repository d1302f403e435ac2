import type { AppContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { visitInvite } from './calendar';
import { endOf, shownAddress } from './presenter';
import * as repo from './repository';
import { readable } from './service';

/**
 * The invite as it stands: REQUEST while the visit has a time, CANCEL once a visit that was in
 * calendars is off. Same UID and SEQUENCE as the mails, so importing it again changes nothing.
 */
export async function inviteOf(ctx: AppContext, user: AuthUser, id: number): Promise<string> {
  const v = await readable(ctx, user, id);
  const off = v.status === 'CANCELLED' || v.status === 'DECLINED';
  if (!v.startsAt && !(off && v.sequence > 0)) throw conflict('This visit has no agreed time yet.');
  const { db } = ctx.database;
  const [[listing], people] = await Promise.all([
    repo.listingsByIds(db, [v.propertyId]),
    repo.peopleByIds(db, [v.tenantId, v.ownerId]),
  ]);
  const origin = ctx.env.PUBLIC_URL.replace(/\/$/, '');
  const url = v.conversationId
    ? `${origin}/chat?convoId=${v.conversationId}`
    : `${origin}/messages`;
  // A moved visit off the table still names its last proposed time in the CANCEL.
  const start = v.startsAt ?? v.slots[0]!;
  return visitInvite(
    {
      visitId: v.id,
      sequence: v.sequence,
      method: off ? 'CANCEL' : 'REQUEST',
      start,
      end: endOf({ startsAt: start, durationMinutes: v.durationMinutes })!,
      summary: `Room visit: ${listing!.title}`,
      location: shownAddress(listing!),
      description: `Conversation: ${url}`,
      url,
      stamp: ctx.now(),
      organizer: { name: 'RoomSetu', email: ctx.env.MAIL_FROM.replace(/^.*<|>.*$/g, '') },
      attendees: people.map((p) => ({ name: p.firstName, email: p.email })),
    },
    new URL(origin).hostname,
  );
}
