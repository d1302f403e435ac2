import type { ServerToClientEvents } from '@roomsetu/shared';

/** An event and its arguments, e.g. `['account:suspended', suspension]`. */
export type ServerEvent = {
  [E in keyof ServerToClientEvents]: [E, ...Parameters<ServerToClientEvents[E]>];
}[keyof ServerToClientEvents];

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
  /**
   * Closes every open socket of these users, on every instance (a suspended account). A
   * `farewell` event reaches this instance's sockets first, in order with their closing.
   */
  disconnectUsers(userIds: number[], farewell?: ServerEvent): void;
}

export const silentBus: RealtimeBus = { toUsers: () => {}, disconnectUsers: () => {} };

export const userRoom = (userId: number) => `user:${userId}`;
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;
