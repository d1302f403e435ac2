import type { ChatMessage } from '@roomsetu/shared';
import type { PendingMessage } from '@/lib/socket/outbox';

/** Every message once, by id, in the order they were stored. */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Pending copies of this conversation whose stored message has not arrived by any route. */
export function visiblePending(
  pending: readonly PendingMessage[],
  confirmed: readonly ChatMessage[],
  conversationId: number | null,
): PendingMessage[] {
  const stored = new Set(confirmed.map((m) => m.clientId).filter(Boolean));
  return pending.filter((p) => p.conversationId === conversationId && !stored.has(p.clientId));
}
