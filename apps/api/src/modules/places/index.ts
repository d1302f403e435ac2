/** Places: localities and landmarks with live listings, for search suggestions. */
export { placeRoutes } from './routes';
