import { codeOfKey, ERROR_NAMESPACES } from '@roomsetu/shared';
import en from '@roomsetu/shared/catalogs/en.json';
import { vi } from 'vitest';
import { jsonResponse } from './json-response';

/** The code the API sends beside each of its error texts (its catalog key in capitals). */
const CODES = new Map(
  ERROR_NAMESPACES.flatMap((ns) =>
    Object.entries(en[ns] as Record<string, string>).map(([key, text]) => [text, codeOfKey(key)]),
  ),
);

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * Routes keyed 'METHOD /api/path'. A request to anything else stays pending (the page sees no
 * answer) and fails the test once it ends, naming the URL: a test stubs every request its page
 * makes. A request meant to stay unanswered (a slow network) is stubbed with `pending`.
 */
export type ApiRoutes = Record<string, Handler>;

const unexpected: string[] = [];

/**
 * The requests no stub answered since the last call, emptied as it answers; the test setup fails
 * the test with them (src/test/setup.ts).
 */
export function takeUnexpectedRequests(): string[] {
  return unexpected.splice(0);
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * What the signed-in header asks on every page, answered "nothing unread" unless a test stubs it,
 * so a page's test need not know the header.
 */
const HEADER_ROUTES: ApiRoutes = {
  'GET /api/messages/unread-count': () => ok({ count: 0 }),
  'GET /api/notifications/unread-count': () => ok({ count: 0 }),
};

/** Stubs fetch with `routes` (over the header's) and records every call. */
export function stubApi(stubbed: ApiRoutes) {
  const routes: ApiRoutes = { ...HEADER_ROUTES, ...stubbed };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      return new Promise<Response>(() => {});
    }
    return handler(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls made to 'METHOD /api/path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export const ok = (data: unknown = null, status = 200, message?: string) =>
  jsonResponse({ success: true, data, ...(message ? { message } : {}) }, status);

/** An error answer as the API writes it: its text, with the text's code when it has one. */
export const fail = (status: number, error: string, details?: Record<string, string>) => {
  const code = CODES.get(error);
  return jsonResponse(
    { success: false, ...(code ? { code } : {}), error, ...(details ? { details } : {}) },
    status,
  );
};

/** A request that is never answered, as on a slow network. */
export const pending = (): Promise<Response> => new Promise<Response>(() => {});

/** What fetch does when the network is down. */
export const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
