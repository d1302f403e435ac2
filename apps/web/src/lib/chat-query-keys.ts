/** Every chat query key, so mutations and socket events invalidate exactly what they change. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  /** How many conversations have a message the user has not read (the header's badge). */
  unreadCount: () => ['chat', 'unread-count'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
};
