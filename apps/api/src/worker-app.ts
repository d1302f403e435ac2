import express from 'express';
import type { CreatedApp } from './app';
import type { AppContext } from './lib/context';
import { isMetricsPath, mainPortMetrics, timedListener } from './lib/metrics-http';
import { requestLoggers } from './lib/request-log';
import { RouteTable } from './lib/route';
import { apiNotFound, errorHandler } from './middleware/errors';
import { healthRoutes } from './modules/health';

/**
 * The HTTP server of a ROLE=worker process: no API, no sockets, no web app; only what a
 * supervisor or a load balancer asks of it (GET /api/health, /api/ready), `/metrics` as on the
 * API's port (with METRICS_TOKEN; METRICS_PORT serves it apart) and 404 to the rest.
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
  const metrics = mainPortMetrics(ctx.metrics, ctx.logger, {
    port: ctx.env.METRICS_PORT,
    token: ctx.env.METRICS_TOKEN,
  });
  const listener = timedListener(ctx.metrics, (req, res) =>
    isMetricsPath(req.url) ? metrics(req, res) : app(req, res),
  );
  return { app, routes, listener };
}
