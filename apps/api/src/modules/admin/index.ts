/** Admin: the dashboard's statistics, users and listings tables, CSV exports. */
export { adminRoutes } from './routes';
