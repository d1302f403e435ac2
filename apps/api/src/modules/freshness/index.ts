/** Freshness: "is it still available?", asked of owners daily; unanswered listings pause. */
export { freshnessRoutes } from './routes';
export { askOwnerToConfirm, registerFreshnessJobs, type FreshnessPorts } from './service';
