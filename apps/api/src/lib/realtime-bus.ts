import type { ServerToClientEvents } from '@roomsetu/shared';

/**
 * How services reach connected clients without knowing about socket.io: the socket server
 * plugs itself in at start; without it (API tests, CLI) events go nowhere.
 */
export interface RealtimeBus {
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: number[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Closes every open socket of these users, on every instance (a suspended account). */
  disconnectUsers(userIds: number[]): void;
}

export const silentBus: RealtimeBus = { toUsers: () => {}, disconnectUsers: () => {} };

export const userRoom = (userId: number) => `user:${userId}`;
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;
