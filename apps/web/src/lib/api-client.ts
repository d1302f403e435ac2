import { ERROR_NAMESPACES, keyOfCode, MESSAGES, type Pagination } from '@roomsetu/shared';
import { env } from '@/config/env';
import { clearSession, getToken, setToken } from '@/lib/auth';
import { currentLanguage, i18n } from '@/lib/i18n';
import { accountSuspended, isAccountSuspension } from './account-suspended';
import { sessionExpired } from './session-expired';

export type { Pagination } from '@roomsetu/shared';

/** A successful envelope, minus `success`. */
export interface ApiResult<T> {
  data: T;
  pagination?: Pagination;
  message?: string;
}

export type ErrorDetails = Record<string, string>;

/** Said instead of a spinner when an action needs the network and the device has none. */
export const OFFLINE_ACTION_TEXT = 'You’re offline — try again when you’re connected';

/** The browser's own word: true only when it knows there is no network at all. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Any failed call: `status` 0 means the network failed before an answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ErrorDetails,
    /** The API's stable code for what went wrong (the same in every language). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

type Scalar = string | number | boolean;
export type QueryParams = Readonly<Record<string, Scalar | readonly Scalar[] | null | undefined>>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Arrays repeat the key; undefined, null and '' are skipped; booleans are sent. */
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'no-store' keeps a private file (an identity document) out of the browser's cache. */
  cache?: RequestCache;
}

export { setSessionExpiredHandler } from './session-expired';

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as readonly (Scalar | null | undefined)[]) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const search = params.toString();
  const base = path.startsWith('/') ? path : `/${path}`;
  return `${env.apiBaseUrl}${base}${search ? `?${search}` : ''}`;
}

/** A shared message in the reader's language once its catalog has loaded, else in English. */
const message = (
  key:
    'authRequired' | 'forbidden' | 'notFound' | 'tooManyRequests' | 'genericError' | 'networkError',
): string => {
  const english: string = MESSAGES[key];
  return i18n.exists(key, { ns: 'messages' })
    ? i18n.t(key, { ns: 'messages', defaultValue: english })
    : english;
};

function defaultMessage(status: number): string {
  if (status === 401) return message('authRequired');
  if (status === 403) return message('forbidden');
  if (status === 404) return message('notFound');
  if (status === 429) return message('tooManyRequests');
  return message('genericError');
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await res.text());
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function send(url: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      cache: options.cache,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    // Offline, say so: "try again" alone would have them tap until the network is back.
    throw new ApiError(
      0,
      isOffline()
        ? i18n.t('common:offline.action', { defaultValue: OFFLINE_ACTION_TEXT })
        : message('networkError'),
    );
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * `refused`: the server said no (401/403); `suspended`: no, for a suspension (already shown, and
 * the session cleared); `unavailable`: no answer, or a 5xx/429 one.
 */
type RefreshOutcome = { token: string } | 'refused' | 'suspended' | 'unavailable';

/** Waits before each new try of a refresh that found the API unreachable. */
export const REFRESH_RETRY_DELAYS_MS = [500, 1_000, 2_000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestNewToken(): Promise<RefreshOutcome> {
  let res: Response;
  try {
    res = await fetch(`${env.apiBaseUrl}/auth/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    });
  } catch {
    return 'unavailable';
  }
  if (res.status >= 500 || res.status === 429) return 'unavailable';
  const json = await readJson(res);
  const suspension = json?.suspension;
  if (res.status === 403 && isAccountSuspension(suspension)) {
    accountSuspended(suspension);
    return 'suspended';
  }
  const data = json?.data as { accessToken?: unknown } | undefined;
  if (!res.ok || json?.success !== true || typeof data?.accessToken !== 'string') return 'refused';
  setToken(data.accessToken);
  return { token: data.accessToken };
}

/**
 * Only a refusal ends the session. A refused try is repeated once, for another tab that
 * exchanged the cookie at the same moment; an unreachable API is retried with backoff, and
 * if it stays unreachable the session is kept for later.
 */
async function refreshWithRetries(): Promise<string | null> {
  let outcome = await requestNewToken();
  if (outcome === 'refused') {
    await wait(300);
    outcome = await requestNewToken();
  }
  for (const delay of REFRESH_RETRY_DELAYS_MS) {
    if (outcome !== 'unavailable') break;
    await wait(delay);
    outcome = await requestNewToken();
  }
  if (outcome === 'refused') {
    clearSession();
    sessionExpired();
  }
  return typeof outcome === 'object' ? outcome.token : null;
}

/**
 * One refresh at a time: every 401 that arrives meanwhile waits for the same answer, and a
 * refused refresh signs out and redirects once, however many requests were waiting. Null when
 * there is no new token: signed out (no token left) or the API could not be reached.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= refreshWithRetries().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The app's own text for an API error code, in the reader's language, where the catalog it is in
 * has loaded; else the server's text (which follows the same language).
 */
export function textForCode(code: unknown, serverText: string): string {
  if (typeof code !== 'string' || code === '') return serverText;
  const key = keyOfCode(code);
  for (const ns of ERROR_NAMESPACES) {
    if (i18n.exists(key, { ns })) return i18n.t(key, { ns, defaultValue: serverText });
  }
  return serverText;
}

/** Each field's text by its code where the answer gave codes, else as the server wrote it. */
function fieldTexts(details: unknown, codes: unknown): ErrorDetails | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const byField = typeof codes === 'object' && codes !== null ? (codes as ErrorDetails) : {};
  return Object.fromEntries(
    Object.entries(details as ErrorDetails).map(([field, text]) => [
      field,
      textForCode(byField[field], text),
    ]),
  );
}

/** A failed answer as an ApiError, in the app's words for its code, else the server's. */
function failure(res: Response, json: Record<string, unknown> | null): ApiError {
  const error = json?.error ?? json?.message;
  // A suspended account: the layout says why and until when, and the tab is signed out.
  const suspension = json?.suspension;
  if (res.status === 403 && isAccountSuspension(suspension)) accountSuspended(suspension);
  const code = typeof json?.code === 'string' ? json.code : undefined;
  return new ApiError(
    res.status,
    textForCode(code, typeof error === 'string' && error ? error : defaultMessage(res.status)),
    fieldTexts(json?.details, json?.fieldCodes),
    code,
  );
}

async function toResult<T>(res: Response): Promise<ApiResult<T>> {
  const json = await readJson(res);
  if (res.ok && json?.success !== false) {
    return {
      data: json?.data as T,
      pagination: json?.pagination as Pagination | undefined,
      message: typeof json?.message === 'string' ? json.message : undefined,
    };
  }
  throw failure(res, json);
}

/**
 * Sends with the current token. A 401 to a request that carried one renews the token (one
 * refresh for every request waiting) and sends again, once; a refused refresh signs out.
 */
async function sendSignedIn(url: string, options: RequestOptions): Promise<Response> {
  const sentToken = getToken();
  const res = await send(url, options, sentToken);
  // Only a request that carried a token can be rescued by a refresh (a failed login cannot).
  if (res.status !== 401 || !sentToken) return res;

  // Another request may already have refreshed while this one was in flight.
  const current = getToken();
  if (!current) throw new ApiError(401, message('authRequired')); // signed out meanwhile
  const token = current !== sentToken ? current : await refreshAccessToken();
  if (!token) {
    // Still signed in: the refresh found no server, the session waits for the next try.
    if (getToken()) throw new ApiError(0, MESSAGES.networkError);
    throw new ApiError(401, MESSAGES.sessionExpired);
  }
  return send(url, options, token);
}

/** The whole envelope (for lists that read `pagination`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}) {
  return toResult<T>(await sendSignedIn(buildUrl(path, options.query), options));
}

/**
 * A file the API serves only with the bearer token (a link or an <img src> cannot send it), as
 * a Blob; an expired token is handled as for every other call.
 */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Blob> {
  const res = await sendSignedIn(buildUrl(path, options.query), {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  if (!res.ok) throw failure(res, await readJson(res));
  return res.blob();
}

async function dataOf<T>(path: string, options: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** The `data` of the envelope, for the common case. */
export const api = {
  get: <T>(path: string, options?: Options) => dataOf<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    dataOf<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    dataOf<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    dataOf<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => dataOf<T>(path, { ...options, method: 'DELETE' }),
};
