import type { ChatMessage } from '@roomsetu/shared';
import { useSocketEvent, useLiveSocket, type LiveSocket } from '@/lib/socket/live-socket';

export type { ConnectionStatus } from '@/lib/socket/live-socket';

export interface ChatSocketHandlers {
  onMessage: (message: ChatMessage) => void;
  /** Every (re)connection: the place to reload over HTTP what was missed meanwhile. */
  onConnect: () => void;
}

export type ChatConnection = LiveSocket;

/**
 * The chat's view of the app's one socket (held for the whole session, shared with the header's
 * counts): new messages and reconnections go to `handlers` while a chat page is open.
 */
export function useChatSocket(handlers: ChatSocketHandlers): ChatConnection {
  useSocketEvent('message:new', ({ message }) => handlers.onMessage(message));
  useSocketEvent('connect', () => handlers.onConnect());
  return useLiveSocket();
}
