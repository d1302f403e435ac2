import type { AccountSuspension, ServerToClientEvents } from '@roomsetu/shared';

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
   * An account was suspended (`until`, with what its tabs are told) or its suspension lifted
   * (null). Every instance hears it at once through the socket adapter's pub/sub and applies it;
   * on a suspension each tells that account's open sockets why, then closes them.
   */
  suspensionChanged(userId: number, until: Date | null, notice?: AccountSuspension): void;
  /**
   * Whether the user has a socket open on any instance (asked of them all through the adapter):
   * someone looking at RoomSetu needs no push to their devices.
   */
  isOnline(userId: number): Promise<boolean>;
}

export const silentBus: RealtimeBus = {
  toUsers: () => {},
  suspensionChanged: () => {},
  isOnline: () => Promise.resolve(false),
};

export const userRoom = (userId: number) => `user:${userId}`;
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;
