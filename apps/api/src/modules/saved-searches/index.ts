/** Saved searches: a seeker's searches, matched against listings that go live, and their mails. */
export { registerSavedSearchJobs } from './alerts';
export { savedSearchRoutes } from './routes';
