/** Favorites: saved listings and saved people. */
export { favoriteRoutes } from './routes';
