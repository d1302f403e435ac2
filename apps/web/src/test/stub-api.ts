import { vi } from 'vitest';
import { jsonResponse } from './render-app';

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** Routes keyed 'METHOD /api/path'; anything else stays pending, as a slow network would. */
export type ApiRoutes = Record<string, Handler>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch with `routes` and records every call. */
export function stubApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Promise<Response>(() => {});
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

export const fail = (status: number, error: string, details?: Record<string, string>) =>
  jsonResponse({ success: false, error, ...(details ? { details } : {}) }, status);

/** What fetch does when the network is down. */
export const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
