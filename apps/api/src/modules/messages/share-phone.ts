import { idParam, phoneShared, API_ERRORS, MESSAGES } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { RouteTable } from '../../lib/route';
import type { AuthUser } from '../../lib/tokens';
import { presentMessage } from './presenter';
import { messagingRefusal } from '../blocks';
import { insertMessage, lockPhoneSharing, markPhoneShared, participantIds } from './repository';

const SHARE_TEXTS = {
  youBlocked: API_ERRORS.messagesShareYouBlocked,
  theyBlocked: API_ERRORS.messagesShareTheyBlocked,
};

interface Sharing {
  userId: number;
  phone: string;
  phoneSharedAt: Date | null;
}

/**
 * What the caller's view of a conversation says about phone numbers: the other participant's
 * number once they chose "Share my number" (never before), and whether the caller shared theirs.
 */
export function phoneSharing(people: Sharing[], callerId: number) {
  const other = people.find((p) => p.userId !== callerId);
  const me = people.find((p) => p.userId === callerId);
  return {
    sharedPhone: other?.phoneSharedAt ? other.phone : null,
    phoneShared: Boolean(me?.phoneSharedAt),
  };
}

/**
 * Shares the caller's phone number with the other participant of the conversation, with a note
 * in the chat. Sharing again changes nothing (and adds no second note).
 */
export async function sharePhone(ctx: AppContext, user: AuthUser, conversationId: number) {
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const row = await lockPhoneSharing(tx, conversationId, user.id);
    if (!row) throw notFound(MESSAGES.conversationNotFound);
    if (row.phoneSharedAt) return { sharedAt: row.phoneSharedAt, note: null };
    // A number is a message too: not to someone who blocked the caller, nor whom they blocked.
    const others = (await participantIds(tx, conversationId)).filter((id) => id !== user.id);
    for (const other of others) {
      const refused = await messagingRefusal(tx, user.id, other, SHARE_TEXTS);
      if (refused) throw refused;
    }
    await markPhoneShared(tx, conversationId, user.id, now);
    const note = await insertMessage(tx, {
      conversationId,
      senderId: user.id,
      content: `${row.firstName} shared their phone number`,
      kind: 'SYSTEM',
      at: now,
    });
    return { sharedAt: now, note };
  });
  if (result.note) {
    const recipients = await participantIds(ctx.database.db, conversationId);
    ctx.realtime.toUsers(recipients, 'message:new', { message: presentMessage(result.note) });
  }
  return { conversationId, sharedAt: result.sharedAt.toISOString() };
}

export function sharePhoneRoute(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'post',
    path: '/messages/conversations/:id/share-phone',
    summary: 'Share my phone number with the other participant of this conversation',
    tag: 'messages',
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [403, 404],
    response: phoneShared,
    handler: async ({ params, user }) => ({
      data: await sharePhone(ctx, user, params.id),
      message: 'Your number is shared in this conversation.',
    }),
  });
}
