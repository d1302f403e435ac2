/** Health: liveness and readiness. */
export { healthRoutes } from './routes';
