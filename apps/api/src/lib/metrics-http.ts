import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AppContext } from './context';
import { errorSummary } from './failures';
import type { Logger } from './logger';
import { METRICS_ROUTE, UNMATCHED_ROUTE, type Metrics } from './metrics';

const ROUTE = Symbol('metrics route');
type Labelled = ServerResponse & { [ROUTE]?: string };

/** Names the route template an answer is counted under (RouteTable, /uploads, the web app). */
export function labelRoute(res: ServerResponse, route: string): void {
  (res as Labelled)[ROUTE] = route;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every answer of `listener` into the request histogram, by the route template it was
 * labelled with; an answer nothing labelled (no route matched) counts as `unmatched`, so no URL
 * or id ever becomes a label value.
 */
export function timedListener(metrics: Metrics, listener: RequestListener): RequestListener {
  return (req, res) => {
    const end = metrics.httpDuration.startTimer();
    res.once('close', () => {
      const method = req.method && METHODS.has(req.method) ? req.method : 'OTHER';
      end({
        method,
        route: (res as Labelled)[ROUTE] ?? UNMATCHED_ROUTE,
        status: String(res.statusCode),
      });
    });
    listener(req, res);
  };
}

/** Whether the request is for the scrape's path (`/metrics`, with or without a query). */
export function isMetricsPath(url: string | undefined): boolean {
  if (!url?.startsWith(METRICS_ROUTE)) return false;
  const rest = url.slice(METRICS_ROUTE.length);
  return rest === '' || rest.startsWith('?');
}

function answer(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ success: false, error }));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token in constant time (both sides hashed: equal lengths whatever was sent). */
function bearerMatches(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer /i.test(header)) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

async function serveScrape(
  metrics: Metrics,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return answer(res, 405, 'Metrics are read with GET.', { Allow: 'GET, HEAD' });
  }
  try {
    const text = await metrics.scrape();
    res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : text);
  } catch (err) {
    logger.error({ err: errorSummary(err) }, 'metrics: scrape failed');
    if (!res.headersSent) answer(res, 500, 'The metrics could not be collected.');
    else res.end();
  }
}

export interface MetricsAccess {
  /** METRICS_PORT: the metrics have a port of their own, so the main one never answers them. */
  port?: number;
  /** METRICS_TOKEN: without a port of their own, the main port answers them to this bearer. */
  token?: string;
}

/**
 * `/metrics` on the main port: 404 when the metrics have their own port or no token is set, 401
 * without the right `Authorization: Bearer <METRICS_TOKEN>`, else the scrape.
 */
export function mainPortMetrics(
  metrics: Metrics,
  logger: Logger,
  access: MetricsAccess,
): RequestListener {
  const { port, token } = access;
  return (req, res) => {
    labelRoute(res, METRICS_ROUTE);
    if (port !== undefined || !token) return answer(res, 404, 'Not found');
    if (!bearerMatches(req, token)) {
      return answer(res, 401, 'Metrics need the bearer token (METRICS_TOKEN).', {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    void serveScrape(metrics, logger, req, res);
  };
}

/**
 * The metrics on a port of their own (METRICS_PORT), for Prometheus on the private network:
 * `/metrics` answers the scrape, anything else 404. Resolves once it listens.
 */
export function startMetricsServer(
  ctx: Pick<AppContext, 'metrics' | 'logger'>,
  options: { port: number; host: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    if (isMetricsPath(req.url)) void serveScrape(ctx.metrics, ctx.logger, req, res);
    else answer(res, 404, 'Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      server.on('error', (err) => ctx.logger.error({ err: errorSummary(err) }, 'metrics server'));
      resolve(server);
    });
  });
}
