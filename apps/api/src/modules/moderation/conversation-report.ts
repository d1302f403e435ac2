import { conversationReportInput, idParam, deleted, MESSAGES } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { accountKey, limit } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import type { AuthUser } from '../../lib/tokens';
import { isParticipant } from '../messages';
import { fileReport } from './reports';
import { contactOf, insertConversationReportMessage } from './repository';

/**
 * A participant's report about a conversation: filed in the moderation queue and kept in the
 * support inbox. Moderation owns it (under the conversation's path), so messages knows nothing of
 * moderation.
 */
export async function reportConversation(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  message: string,
) {
  const { db } = ctx.database;
  if (!(await isParticipant(db, id, user.id))) throw notFound(MESSAGES.conversationNotFound);
  // The conversation goes to the moderation queue; a repeat while it is open only adds to the
  // support inbox below.
  await fileReport(ctx, user, {
    targetType: 'CONVERSATION',
    targetId: id,
    reason: 'OTHER',
    details: message,
  }).catch((err: unknown) => {
    if (!(err instanceof AppError && err.status === 409)) throw err;
  });
  const me = await contactOf(db, user.id);
  const row = await insertConversationReportMessage(db, {
    firstName: me!.firstName,
    lastName: me!.lastName,
    email: me!.email,
    subject: `Report about conversation #${id}`,
    message,
    userId: user.id,
    conversationId: id,
    createdAt: ctx.now(),
  });
  return { id: row.id };
}

export function conversationReportRoute(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'post',
    path: '/messages/conversations/:id/report',
    summary: 'Report an issue with a conversation to the RoomSetu team',
    tag: 'messages',
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: conversationReportInput,
    before: [limit(ctx, 'reportsPerAccount', accountKey)],
    successStatus: 201,
    response: deleted,
    handler: async ({ params, body, user }) => ({
      status: 201,
      data: await reportConversation(ctx, user, params.id, body.message),
      message: 'Thank you for contacting RoomSetu, our team will reach out to you soon.',
    }),
  });
}
