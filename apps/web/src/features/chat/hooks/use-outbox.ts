import type { ChatMessage } from '@roomsetu/shared';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { outbox, type PendingMessage } from '@/lib/socket/outbox';

const NONE: readonly PendingMessage[] = [];

/**
 * The app's outbox (lib/socket/outbox.ts) as the open chat sees it: what waits, is on its way or
 * was refused, and each message the server stored (`onDelivered`) while the chat is open. The
 * sending itself runs for the whole signed-in session, with or without a chat on screen.
 */
export function useOutbox(onDelivered: (message: ChatMessage) => void) {
  const items = useSyncExternalStore(outbox.subscribe, outbox.getItems, () => NONE);
  const delivered = useEffectEvent(onDelivered);
  useEffect(() => outbox.onDelivered((message) => delivered(message)), []);
  return { items, add: outbox.add, retry: outbox.retry, discard: outbox.discard };
}
