import type { ChatMessage } from '@roomsetu/shared';

/**
 * Where a message typed here stands: `waiting` for a connection (kept on the device), `sending`
 * (on its way), `failed` for now (no answer, too many at once: sent again on the next connection
 * or on Retry) or `refused` for good (blocked, suspended: it says why and can only be deleted).
 */
export type PendingStatus = 'waiting' | 'sending' | 'failed' | 'refused';

/** A message typed here and not yet acknowledged (or refused) by the server. */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  content: string;
  createdAt: string;
  status: PendingStatus;
  error?: string;
}

/**
 * A refusal that sending again cannot change: the server's 4xx (blocked, suspended, not a
 * participant, invalid), but not 408/429, which pass. No status: no answer or a server failure.
 */
export function isFinalRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

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
