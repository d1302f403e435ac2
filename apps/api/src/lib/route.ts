import type { Request, RequestHandler, Response, Router } from 'express';
import type { Pagination, Role } from '@roomsetu/shared';
import type { z } from 'zod';
import { assertStorableText } from './storable-text';
import { AppError, forbidden, unauthorized } from './errors';
import { sendJson } from './json-answer';
import { labelRoute } from './metrics-http';
import type { PublicCache } from './public-cache';
import type { AuthUser } from './tokens';

export type AuthMode = 'none' | 'optional' | 'user' | 'admin';

/**
 * Who may call a route, declared on every route and checked by the authorisation matrix test.
 * guest: anyone. user: any signed-in account. owner: the owner of the object the path names.
 * participant: a participant of the conversation the path names. admin: ADMIN accounts only.
 * An admin is not an owner or a participant of other people's objects.
 */
export const ACCESS_LEVELS = ['guest', 'user', 'owner', 'participant', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The sign-in each access level needs: owner and participant are checked by the service. */
const AUTH_FOR_ACCESS: Record<Access, readonly AuthMode[]> = {
  guest: ['none', 'optional'],
  user: ['user'],
  owner: ['user'],
  participant: ['user'],
  admin: ['admin'],
};
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type { Pagination };

/** What a handler answers; it is sent as `{ success: true, ...reply }`. */
export interface Reply<T = unknown> {
  data?: T;
  pagination?: Pagination;
  message?: string;
  status?: number;
}

/** The caller a handler receives: on a route that needs sign-in there always is one. */
export type CallerOf<A extends AuthMode> = A extends 'user' | 'admin' ? AuthUser : AuthUser | null;

export interface HandlerInput<B, Q, P, U extends AuthUser | null = AuthUser | null> {
  req: Request;
  res: Response;
  body: B;
  query: Q;
  params: P;
  /** Narrowed by the route's `auth`: a signed-in route's handler never sees null. */
  user: U;
  /** The route's `personal` check answered true: answer for this caller, not for guests. */
  personal: boolean;
}

export interface RouteSpec<B = unknown, Q = unknown, P = unknown, A extends AuthMode = AuthMode> {
  method: Method;
  /** Express-style path below /api, e.g. '/properties/:id'. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  access: Access;
  roles?: readonly Role[];
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /**
   * What a success answers: the `data` of the envelope, or with `produces` the whole body. The
   * OpenAPI document is generated from it and the API tests check every real answer against it.
   */
  response: z.ZodType;
  /** The answer carries `pagination` beside its list. */
  paginated?: boolean;
  /** Success statuses when not 200 alone (201 for a creation). */
  successStatus?: number | readonly number[];
  /** Failures beyond those the declaration implies (409 duplicate, 410 expired, 503). */
  errors?: readonly number[];
  /** Extra middleware that runs after auth and before validation (uploads, rate limits). */
  before?: RequestHandler[];
  contentType?: 'application/json' | 'multipart/form-data';
  /**
   * A GET whose answer is the same for every guest: browsers and CDNs may reuse it for this many
   * seconds (and revalidate it by its ETag, answered 304 when unchanged). On a route with optional
   * sign-in, a signed-in caller's answer stays private.
   */
  publicCacheSeconds?: number;
  /**
   * On a public-cache route: whether this signed-in caller's answer differs from the guests'
   * (someone who blocked an owner does not see their listings). When it answers true the answer
   * is computed for the caller alone, never stored in or served from the public cache, and
   * marked private; guests never run it.
   */
  personal?: (user: AuthUser) => Promise<boolean>;
  /** Non-JSON answers (CSV, redirects) write to `res` themselves and return undefined. */
  produces?: string;
  handler: (
    input: HandlerInput<B, Q, P, CallerOf<A>>,
  ) => Promise<Reply | undefined> | Reply | undefined;
}

const rateLimiters = new WeakSet<RequestHandler>();

/** Sees every answer the route layer sends, before it is written (tests hold them to the API document). */
export type AnswerWatcher = (req: Request, status: number, body: unknown) => void;
const watchers = new Set<AnswerWatcher>();

/** Route answers are written without `res.json`: whoever checks answers watches them here. Returns the stop. */
export function watchAnswers(watcher: AnswerWatcher): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** Marks a middleware as a rate limit, so the route's documentation lists its 429. */
export function rateLimited<T extends RequestHandler>(handler: T): T {
  rateLimiters.add(handler);
  return handler;
}

export const isRateLimited = (spec: RouteSpec): boolean =>
  (spec.before ?? []).some((h) => rateLimiters.has(h));

/** Every route of the API, kept so the OpenAPI document is generated from what is actually mounted. */
export class RouteTable {
  readonly routes: RouteSpec[] = [];

  add<B, Q, P, A extends AuthMode>(spec: RouteSpec<B, Q, P, A>): void {
    if (!AUTH_FOR_ACCESS[spec.access]?.includes(spec.auth)) {
      throw new Error(
        `${spec.method.toUpperCase()} ${spec.path}: access '${String(spec.access)}' needs auth ${AUTH_FOR_ACCESS[spec.access]?.join(' or ') ?? '(unknown access)'}, not '${spec.auth}'`,
      );
    }
    this.routes.push(spec as unknown as RouteSpec);
  }

  /**
   * `cache`: where guests' public answers (`publicCacheSeconds`, no auth) are kept, if anywhere.
   * `streamed`: runs before the routes that write their own answer (`produces`), e.g. compression;
   * JSON answers are compressed as they are sent.
   */
  mount(
    router: Router,
    authenticate: (req: Request) => AuthUser | null | Promise<AuthUser | null>,
    cache?: PublicCache,
    streamed: RequestHandler[] = [],
  ): void {
    for (const spec of this.routes) {
      const admit = (req: Request, user: AuthUser | null) => {
        if (spec.auth === 'user' || spec.auth === 'admin') {
          if (!user) return unauthorized();
          if (spec.auth === 'admin' && user.role !== 'ADMIN') return forbidden();
          if (spec.roles && !spec.roles.includes(user.role)) return forbidden();
        }
        req.user = user;
        return undefined;
      };
      // A token refused with a reason (a suspended account: 403) is answered so where it counts;
      // a public route serves that caller as a guest.
      const refused = (req: Request, err: unknown) =>
        spec.auth === 'none' && err instanceof AppError ? admit(req, null) : err;
      const guard: RequestHandler = (req, res, next) => {
        // Counted under its template (/api/properties/:id), never the URL with its ids.
        labelRoute(res, req.baseUrl + spec.path);
        const user = authenticate(req);
        if (!(user instanceof Promise)) return next(admit(req, user));
        user.then(
          (u) => next(admit(req, u)),
          (err: unknown) => next(refused(req, err)),
        );
      };
      const cached = cache && spec.auth === 'none' && spec.publicCacheSeconds ? cache : undefined;
      const compute = async (
        req: Request,
        res: Response,
        personal = false,
      ): Promise<Reply | undefined> => {
        assertStorableText(req.params, req.query, req.body);
        const body = spec.body ? spec.body.parse(req.body ?? {}) : req.body;
        const query = spec.query ? spec.query.parse(req.query) : req.query;
        const params = spec.params ? spec.params.parse(req.params) : req.params;
        return spec.handler({ req, res, body, query, params, user: req.user ?? null, personal });
      };
      const cacheHeaders = (req: Request, res: Response) => {
        if (!spec.publicCacheSeconds) return;
        // An answer that depends on who asks (optional sign-in) stays private for a signed-in caller.
        // Browsers revalidate every time (a 304 by ETag costs no body), so a renter never sees a
        // listing after its owner paused it; a shared cache (CDN) may keep it for a few seconds.
        const personal = (spec.auth === 'optional' && req.user) || res.locals.personal === true;
        res.setHeader(
          'Cache-Control',
          personal
            ? 'private, no-cache'
            : `public, max-age=0, s-maxage=${spec.publicCacheSeconds}, must-revalidate`,
        );
        if (spec.auth === 'optional' || spec.personal) res.setHeader('Vary', 'Authorization');
      };
      // With its ETag: a matching If-None-Match answers 304.
      const send = (req: Request, res: Response, reply: Reply | undefined) => {
        if (res.headersSent || reply === undefined) return;
        const { status = 200, ...rest } = reply;
        const body = { success: true, ...rest };
        for (const watch of watchers) watch(req, status, body);
        cacheHeaders(req, res);
        sendJson(req, res, status, JSON.stringify(body));
      };
      const run: RequestHandler = async (req, res) => {
        if (spec.personal && req.user && (await spec.personal(req.user))) {
          // This caller's own answer: it never enters, nor comes from, what guests share.
          res.locals.personal = true;
          return send(req, res, await compute(req, res, true));
        }
        const key = cached && sharedKey(spec, req);
        if (!cached || !key) return send(req, res, await compute(req, res));
        let own: { reply: Reply | undefined } | undefined;
        const shared = await cached.read(key, async () => {
          const reply = await compute(req, res);
          own = { reply };
          if (!reply || res.headersSent || (reply.status ?? 200) !== 200) return undefined;
          const { status: _status, ...rest } = reply;
          return JSON.stringify({ success: true, ...rest });
        });
        if (shared !== undefined) {
          cacheHeaders(req, res);
          sendJson(req, res, 200, shared);
          return;
        }
        // No answer to share (an error status): whoever did not compute one computes its own.
        send(req, res, own ? own.reply : await compute(req, res));
      };
      const own = spec.produces ? streamed : [];
      router[spec.method](spec.path, guard, ...own, ...(spec.before ?? []), run);
    }
  }
}

/** JSON with every object's keys in order: the same value always gives the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What guests' shared answers are kept under: the route and its parsed, normalised path and
 * query, so a reordered query, an unknown or repeated parameter or `?page=01` reuses the answer
 * instead of computing (and storing) another. Null when the request does not parse: it is
 * answered (a 400) without the cache.
 */
function sharedKey(spec: RouteSpec, req: Request): string | null {
  // Without a schema the handler reads them as they came: so does the key.
  const params = spec.params
    ? spec.params.safeParse(req.params)
    : { success: true, data: req.params as unknown };
  const query = spec.query
    ? spec.query.safeParse(req.query)
    : { success: true, data: req.query as unknown };
  if (!params.success || !query.success) return null;
  return answerKey(spec.path, params.data, query.data);
}

/**
 * The key of a guest's GET answer in the public cache, from its route and its parsed path and
 * query: what the pages drawn with their data use too, to share one entry with the API's GET.
 */
export function answerKey(path: string, params: unknown, query: unknown): string {
  return `GET ${path} ${stableJson(params)} ${stableJson(query)}`;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser | null;
    }
  }
}
