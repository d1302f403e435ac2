import express from 'express';
import type { CreatedApp } from './app';
import type { AppContext } from './lib/context';
import { requestLoggers } from './lib/request-log';
import { RouteTable } from './lib/route';
import { apiNotFound, errorHandler } from './middleware/errors';
import { healthRoutes } from './modules/health';

/**
 * The HTTP server of a ROLE=worker process: no API, no sockets, no web app; only what a
 * supervisor or a load balancer asks of it (GET /api/health, /api/ready) and 404 to the rest.
 * More operator routes are added to `routes` here.
 */
export function createWorkerApp(ctx: AppContext): CreatedApp {
  const app = express();
  app.disable('x-powered-by');
  requestLoggers(app.request, ctx.logger);
  const routes = new RouteTable();
  healthRoutes(routes, ctx);
  const api = express.Router();
  routes.mount(api, () => null);
  app.use('/api', api);
  app.use(apiNotFound);
  app.use(errorHandler);
  return { app, routes, listener: app };
}
