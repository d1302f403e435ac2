/**
 * The texts the app's shell can show on any page: its guards and the end of a session. Apart from
 * messages.ts, which spreads them into MESSAGES, so that the web app's entry carries these five
 * and not every message (a module is the smallest piece a bundle takes).
 */
export const SESSION_MESSAGES = {
  userNotFound: 'User not found',
  guardNotLoggedIn: 'You are not logged in. Redirecting to sign-in.',
  guardAlreadyLoggedIn: 'You are already logged in. Redirecting to home.',
  guardNoPermission: 'You don’t have permission to access this page. Logging out',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
