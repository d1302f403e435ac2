import type { ChatMessage } from '@roomsetu/shared';

/** A message typed here and not yet acknowledged (or refused) by the server. */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  error?: string;
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

/** A uuid v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
