/** Roommates: seeker profiles, matching and the roommate inquiry. */
export { seekerFit } from './listing-fit';
export { roommateRoutes } from './routes';
