/** Saved searches: a seeker's searches, matched against listings that go live, and their mails. */
export { registerSavedSearchJobs, type SavedSearchPorts } from './alerts';
export { savedSearchRoutes } from './routes';
export { savedSearchName, setSavedSearchFrequency } from './service';
