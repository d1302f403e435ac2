/**
 * What people are told when a block stands between them. The blocked person is never told they
 * are blocked: to them a message simply could not be delivered.
 */
export const BLOCK_MESSAGES = {
  notDelivered: 'This message could not be delivered.',
  youBlocked: 'You blocked this person. Unblock them to send a message.',
  youBlockedInterest: 'You blocked this person. Unblock them first.',
  notAvailable: 'This person is not available.',
  blockSelf: 'You cannot block yourself.',
  newAccountConversations:
    'New accounts can start 5 conversations a day. Verify your phone number to lift this limit.',
} as const;

/** Conversations a new account (under a day old, phone not verified) may start in a day. */
export const NEW_ACCOUNT_CONVERSATIONS_PER_DAY = 5;
export const NEW_ACCOUNT_HOURS = 24;
