/**
 * Alerts: the mails and notifications that follow other modules' events (a listing's rent dropped
 * or it went away, a message waits unread) and the one-click unsubscribe.
 */
export { registerListingAlertJobs } from './listing-events';
export { registerMissedMessageJobs } from './missed-messages';
export { searchMail, type SearchMailInput } from './search-mail';
export { unsubscribeRoutes } from './unsubscribe-routes';
