import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { presentMessage } from './presenter';
import { findOrCreateConversation, insertMessage } from './repository';

/**
 * A step of a visit as a message of kind VISIT in the pair's conversation (created if needed),
 * attributed to the listing, inside the caller's transaction. Counted in unread like any message;
 * `announce` sends it live once the transaction has committed. Visits mail on their own, so no
 * missed-message mail is queued for it.
 */
export async function postVisitCard(
  ctx: AppContext,
  db: Db,
  card: { senderId: number; recipientId: number; propertyId: number; content: string; at: Date },
): Promise<{ conversationId: number; announce: () => void }> {
  const conversationId = await findOrCreateConversation(
    db,
    card.senderId,
    card.recipientId,
    card.propertyId,
  );
  const message = await insertMessage(db, {
    conversationId,
    senderId: card.senderId,
    content: card.content,
    propertyId: card.propertyId,
    kind: 'VISIT',
    at: card.at,
  });
  const presented = presentMessage(message);
  return {
    conversationId,
    announce: () =>
      ctx.realtime.toUsers([card.recipientId, card.senderId], 'message:new', {
        message: presented,
      }),
  };
}
