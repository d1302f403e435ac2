import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import type { Server as HttpServer, OutgoingHttpHeaders, RequestListener } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { AppContext } from './lib/context';
import { inOrder } from './lib/in-order';
import { COMPRESS_THRESHOLD } from './lib/json-answer';
import { UPLOADS_ROUTE, WEB_ROUTE } from './lib/metrics';
import { isMetricsPath, labelRoute, mainPortMetrics, timedListener } from './lib/metrics-http';
import { createPublicCache, type PublicCache } from './lib/public-cache';
import { requestLog, requestLoggers } from './lib/request-log';
import { RouteTable } from './lib/route';
import { createRealtime, type RealtimeServer } from './realtime/server';
import { verifyAccessToken } from './lib/tokens';
import { jobRoutes } from './jobs/routes';
import { apiNotFound, errorHandler } from './middleware/errors';
import { livePages } from './middleware/live-pages';
import { webApp } from './middleware/web-app';
import { storedPhotos } from './middleware/stored-photos';
import { withheldPhotos } from './middleware/withheld-photos';
import {
  conversationReportRoute,
  everReported,
  isSuspended,
  moderationRoutes,
  noteSuspension,
  suspensionRefusal,
} from './modules/moderation';
import { adminRoutes } from './modules/admin';
import { authRoutes } from './modules/auth';
import { contactRoutes } from './modules/contact';
import { healthRoutes } from './modules/health';
import { usersRoutes } from './modules/users';
import { docsRoutes } from './modules/docs';
import { favoriteRoutes } from './modules/favorites';
import { messageRoutes, postVisitCard, replyRecord } from './modules/messages';
import { savedSearchRoutes } from './modules/saved-searches';
import { unsubscribeRoutes } from './modules/alerts';
import { freshnessRoutes } from './modules/freshness';
import {
  announce,
  notificationRoutes,
  pushRoutes,
  recipient,
  storeNotification,
} from './modules/notifications';
import { propertyPhotoRoutes } from './modules/property-photos';
import { roommateRoutes, seekerFit } from './modules/roommates';
import { blockedIdsOf, blockRoutes, hasBlocked, messagingRefusal } from './modules/blocks';
import { placeRoutes } from './modules/places';
import {
  guestReads,
  PUBLIC_CACHE_SECONDS,
  propertyReadRoutes,
  propertyWriteRoutes,
  withheldListingIds,
} from './modules/properties';
import { idStateOf, verificationRoutes } from './modules/verification';
import { tenancyRoutes, type TenancyPorts } from './modules/tenancies';
import { hasConfirmedVisit, visitRoutes, type VisitPorts } from './modules/visits';

/** On PostgreSQL, how long a page drawn with its data may show another instance's old answer. */
const LIVE_DATA_SECONDS = 5;

export interface CreatedApp {
  app: Express;
  routes: RouteTable;
  /** What the HTTP server runs: the web app's files answered first, everything else by `app`. */
  listener: RequestListener;
}

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** The ws(s):// origin of an http(s):// URL: where this server's own socket.io answers. */
export function websocketOrigin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/** The headers a middleware sets on every response (helmet's), captured once. */
function headersOf(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string | string[]) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  middleware({} as Request, res as unknown as Response, () => {});
  return headers;
}

/** socket.io on `server`, wired to the modules it serves (the server and the tests use it). */
export function startRealtime(server: HttpServer, ctx: AppContext): Promise<RealtimeServer> {
  return createRealtime(server, ctx, {
    isSuspended: (userId) => isSuspended(ctx, userId),
    suspensionRefusal: (userId) => suspensionRefusal(ctx, userId),
    noteSuspension: (userId, until) => noteSuspension(ctx, userId, until),
    preferredLanguage: async (userId) => (await recipient(ctx, userId))?.language ?? 'en',
  });
}

/** What the visits module needs of others, for its routes and its jobs alike. */
export function visitPorts(ctx: AppContext): VisitPorts {
  return {
    isSuspended: (userId) => isSuspended(ctx, userId),
    blocked: async (db, a, b) => (await messagingRefusal(db, a, b)) !== null,
    postCard: (db, card) => postVisitCard(ctx, db, card),
    notify: async (db, n) => {
      const item = await storeNotification(ctx, { ...n, type: 'VISIT' }, db);
      return () => item && announce(ctx, n.userId, item);
    },
    replyRecord,
  };
}

export function tenancyPorts(ctx: AppContext): TenancyPorts {
  return {
    isSuspended: (userId) => isSuspended(ctx, userId),
    blocked: async (db, a, b) => (await messagingRefusal(db, a, b)) !== null,
    reported: (db, tenancyId) => everReported(db, 'TENANCY', tenancyId),
    notify: async (db, n) => {
      const item = await storeNotification(ctx, { ...n, type: 'TENANCY' }, db);
      return () => item && announce(ctx, n.userId, item);
    },
  };
}

/**
 * Builds the HTTP application without listening, so tests drive it with supertest. It queues
 * jobs but registers no handler: the processes that run jobs call registerJobs (jobs-registry.ts).
 */
export function createApp(ctx: AppContext): CreatedApp {
  const { env } = ctx;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);

  const security = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Photo URLs are absolute (PUBLIC_URL), so that origin is allowed even when the page is opened under another host name.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', new URL(env.PUBLIC_URL).origin],
        // Websockets to this origin only ('self' alone misses ws: in older Safari), never to any host.
        'connect-src': ["'self'", websocketOrigin(env.PUBLIC_URL)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        // The installable app: its service worker (/sw.js) and web manifest, from this origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const securityEntries = Object.entries(headersOf(security)) as [string, string | string[]][];

  // Guests' public answers kept in process, emptied by every listing write this process makes.
  // The API's own GETs use it on the embedded database only: there fifty identical searches would
  // queue on one connection, while PostgreSQL answers concurrent reads well by itself. The pages
  // drawn with their data use it on both. On PostgreSQL, where another instance's writes reach it
  // only as entries expire, it keeps them a few seconds (within the 30 s a browser or CDN may reuse
  // a public answer): every visit to `/` would otherwise run the showcase's query and draw the page
  // again, where the build's skeleton was sent from memory.
  const embedded = ctx.database.kind === 'pglite';
  const pageCache = createPublicCache(
    500,
    (embedded ? PUBLIC_CACHE_SECONDS : LIVE_DATA_SECONDS) * 1000,
  );
  ctx.database.onListingWrite?.(() => pageCache.invalidate());
  const cache: PublicCache | undefined = embedded ? pageCache : undefined;

  // The web app first: its files and pages need neither logging, body parsing nor cookies.
  const webDist = env.WEB_DIST ?? path.resolve(process.cwd(), '../web/dist');
  const shell = path.join(webDist, 'index.html');
  // The web build's page renderer beside dist (never inside it: dist is served to everybody).
  const renderer = env.WEB_RENDERER ?? path.join(webDist, '../dist-server/prerender.js');
  const live =
    existsSync(shell) && existsSync(renderer)
      ? livePages(ctx, renderer, readFileSync(shell, 'utf8'), guestReads(ctx), pageCache)
      : undefined;
  const web = existsSync(shell)
    ? webApp(webDist, Object.fromEntries(securityEntries), live)
    : undefined;
  if (web) app.use(web);

  // A request id on every answer, one log line per API request.
  requestLoggers(app.request, ctx.logger);
  app.use(
    inOrder(requestLog(ctx.logger), (_req, res, next) => {
      // Computed once (above): the same headers go with every answer.
      for (const [name, value] of securityEntries) res.setHeader(name, value);
      next();
    }),
  );
  // Only the API reads bodies and cookies.
  app.use(
    '/api',
    inOrder(
      cors({ origin: env.CORS_ORIGIN.split(',').map((o) => o.trim()), credentials: true }),
      express.json({ limit: '100kb' }),
      express.urlencoded({ extended: false, limit: '100kb' }),
      cookieParser(),
    ),
  );

  const routes = new RouteTable();
  healthRoutes(routes, ctx);
  authRoutes(routes, ctx);
  usersRoutes(routes, ctx, { idStateOf: (userId) => idStateOf(ctx.database.db, userId) });
  propertyReadRoutes(routes, ctx, {
    seekerFit: (user, listing) => seekerFit(ctx, user, listing),
    hasBlocked: (userId) => hasBlocked(ctx.database.db, userId),
    blockedIdsOf: (userId) => blockedIdsOf(ctx.database.db, userId),
    hasConfirmedVisit: (userId, propertyId) =>
      hasConfirmedVisit(ctx.database.db, userId, propertyId),
  });
  propertyWriteRoutes(routes, ctx);
  propertyPhotoRoutes(routes, ctx);
  placeRoutes(routes, ctx);
  messageRoutes(routes, ctx);
  conversationReportRoute(routes, ctx);
  favoriteRoutes(routes, ctx);
  adminRoutes(routes, ctx);
  moderationRoutes(routes, ctx);
  contactRoutes(routes, ctx);
  roommateRoutes(routes, ctx);
  blockRoutes(routes, ctx);
  notificationRoutes(routes, ctx);
  pushRoutes(routes, ctx);
  savedSearchRoutes(routes, ctx);
  unsubscribeRoutes(routes, ctx);
  freshnessRoutes(routes, ctx);
  verificationRoutes(routes, ctx);
  visitRoutes(routes, ctx, visitPorts(ctx));
  tenancyRoutes(routes, ctx, tenancyPorts(ctx));
  jobRoutes(routes, ctx);
  docsRoutes(routes, ctx);

  // The tests read it here to hold every answer to the OpenAPI document.
  app.locals.routes = routes;

  const api = express.Router();
  routes.mount(
    api,
    (req) => {
      const token = bearer(req);
      const user = token ? verifyAccessToken(token, env.JWT_SECRET, ctx.now()) : null;
      if (!user) return null;
      // A suspended account's access tokens stop working at once (an in-memory check, no query);
      // the request is refused with the suspension, as the open tab was told of it.
      return isSuspended(ctx, user.id).then(async (suspended) => {
        if (suspended) throw await suspensionRefusal(ctx, user.id);
        return user;
      });
    },
    cache,
    // JSON answers are compressed in one call as they are sent (lib/json-answer.ts); the few routes
    // that write their own (CSV, the API document, its page) stream through compression.
    [
      compression({
        threshold: COMPRESS_THRESHOLD,
        brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
      }),
    ],
  );
  app.use('/api', api);
  app.use('/api', apiNotFound);

  app.use(
    '/uploads',
    (_req: Request, res: Response, next: () => void) => {
      labelRoute(res, UPLOADS_ROUTE);
      next();
    },
    withheldPhotos({
      read: () => withheldListingIds(ctx.database.db),
      onListingWrite: ctx.database.onListingWrite,
      secret: env.JWT_SECRET,
      now: () => ctx.now(),
    }),
    ctx.storage.root
      ? express.static(ctx.storage.root, {
          index: false,
          fallthrough: false,
          immutable: true,
          maxAge: '365d',
          setHeaders: (res: Response) => {
            // Photos may be shown by other origins (the dev server, a CDN); they are public anyway.
            res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
            // A withheld listing's photo, shown to its owner or an admin: this browser's copy only.
            if (res.locals.granted) res.setHeader('Cache-Control', 'private, max-age=3600');
          },
        })
      : storedPhotos({ storage: ctx.storage, mediaUrl: env.PUBLIC_MEDIA_URL, logger: ctx.logger }),
  );

  app.use(errorHandler);
  const metrics = mainPortMetrics(ctx.metrics, ctx.logger, {
    port: env.METRICS_PORT,
    token: env.METRICS_TOKEN,
  });
  const listener: RequestListener = timedListener(ctx.metrics, (req, res) => {
    const fail = () => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    };
    if (isMetricsPath(req.url)) return metrics(req, res);
    if (web?.serve?.(req, res, fail)) return labelRoute(res, WEB_ROUTE);
    app(req, res);
  });
  return { app, routes, listener };
}
