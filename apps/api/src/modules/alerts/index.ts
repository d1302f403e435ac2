/**
 * Alerts: the mails and notifications that follow other modules' events (a listing's rent dropped
 * or it went away, a message waits unread) and the one-click unsubscribe.
 */
export { registerListingAlertJobs } from './listing-events';
export { registerMissedMessageJobs } from './missed-messages';
export { listingPath, mailListings, recipient, unsubscribeUrl } from './shared';
export { alertMail, escapeHtml, searchAlertMail, type MailListing } from './templates';
export { unsubscribeRoutes } from './unsubscribe-routes';
