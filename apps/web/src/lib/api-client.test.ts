import { MESSAGES } from '@roomsetu/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse, testUser } from '@/test/render-app';
import { fail, ok, stubApi } from '@/test/stub-api';
import {
  api,
  apiFile,
  apiRequest,
  ApiError,
  buildUrl,
  REFRESH_RETRY_DELAYS_MS,
  setSessionExpiredHandler,
} from './api-client';
import { clearSession, getToken, getUser, setSession } from './auth';

type Call = { url: string; init: RequestInit };

/** A fetch stub: `answer` decides each response; every call is recorded. */
function stubFetch(answer: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call, calls.length - 1);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);
const isRefresh = (call: Call) => call.url === '/api/auth/refresh';

let expired: Mock<() => void>;

beforeEach(() => {
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
  setSession({ accessToken: 'old-token', user: testUser() });
});

describe('apiRequest', () => {
  it('sends the bearer token and cookies and returns the envelope data', async () => {
    const calls = stubFetch(() =>
      jsonResponse({
        success: true,
        data: [{ id: 1 }],
        pagination: { page: 1, limit: 10, total: 1, pages: 1 },
      }),
    );
    const result = await apiRequest<{ id: number }[]>('/properties', { query: { page: 1 } });
    expect(result.data).toEqual([{ id: 1 }]);
    expect(result.pagination?.pages).toBe(1);
    expect(calls[0]?.url).toBe('/api/properties?page=1');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'Authorization')).toBe('Bearer old-token');
  });

  it('repeats array parameters, skips empty ones and keeps booleans', () => {
    expect(
      buildUrl('/users-public/roommates', {
        gender: ['MALE', 'FEMALE'],
        city: '',
        smoking: false,
        q: undefined,
      }),
    ).toBe('/api/users-public/roommates?gender=MALE&gender=FEMALE&smoking=false');
  });

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    const calls = stubFetch(() => jsonResponse({ success: true, data: { id: 5 } }, 201));
    await api.post('/favorite', { type: 'PROPERTY', propertyId: 3 });
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"type":"PROPERTY","propertyId":3}');

    const form = new FormData();
    form.append('title', 'Room');
    await api.post('/properties', form);
    expect(calls[1]?.init.body).toBe(form);
    expect(header(calls[1], 'Content-Type')).toBeNull();
  });

  it('throws ApiError with the status, server message and field details', async () => {
    stubFetch(() =>
      jsonResponse(
        { success: false, error: 'Invalid input', details: { rent: 'Rent is required' } },
        400,
      ),
    );
    const error = await api.post('/properties', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      details: { rent: 'Rent is required' },
    });
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/properties/all')).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.networkError,
    });
  });
});

describe('on 401', () => {
  it('replays with a token another request already refreshed, without refreshing again', async () => {
    const calls = stubFetch((call) => {
      if (header(call, 'Authorization') === 'Bearer old-token') {
        setSession({ accessToken: 'fresh-token', user: testUser() }); // refreshed meanwhile
        return jsonResponse({ success: false, error: 'Token expired' }, 401);
      }
      return jsonResponse({ success: true, data: 'ok' });
    });
    await expect(api.get('/users/self')).resolves.toBe('ok');
    expect(calls.some(isRefresh)).toBe(false);
    expect(header(calls[1], 'Authorization')).toBe('Bearer fresh-token');
  });

  it('refreshes the token once and replays the request with the new one', async () => {
    const calls = stubFetch((call) => {
      if (isRefresh(call))
        return jsonResponse({ success: true, data: { accessToken: 'new-token' } });
      return header(call, 'Authorization') === 'Bearer new-token'
        ? jsonResponse({ success: true, data: { ok: true } })
        : jsonResponse({ success: false, error: 'Token expired' }, 401);
    });

    await expect(api.get('/users/self')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/users/self',
      '/api/auth/refresh',
      '/api/users/self',
    ]);
    const refresh = calls[1];
    expect(refresh?.init.method).toBe('POST');
    expect(refresh?.init.credentials).toBe('include');
    expect(getToken()).toBe('new-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const calls = stubFetch(async (call) => {
      if (isRefresh(call)) {
        await refreshed;
        return jsonResponse({ success: true, data: { accessToken: 'new-token' } });
      }
      return header(call, 'Authorization') === 'Bearer new-token'
        ? jsonResponse({ success: true, data: call.url })
        : jsonResponse({ success: false, error: 'Token expired' }, 401);
    });

    const all = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(calls.filter(isRefresh)).toHaveLength(1));
    releaseRefresh();
    await expect(all).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it('signs out and redirects to sign-in once when the refresh fails', async () => {
    const calls = stubFetch((call) =>
      isRefresh(call)
        ? jsonResponse({ success: false, error: 'Invalid refresh token' }, 401)
        : jsonResponse({ success: false, error: 'Token expired' }, 401),
    );

    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { status: 401 } });
    }
    // One shared refresh for both requests, tried a second time in case another tab rotated the cookie.
    expect(calls.filter(isRefresh)).toHaveLength(2);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('tries the refresh a second time, for another tab that refreshed first, and goes on', async () => {
    let refreshes = 0;
    stubFetch((call) => {
      if (!isRefresh(call)) {
        return header(call, 'Authorization') === 'Bearer second-tab-token'
          ? jsonResponse({ success: true, data: { ok: true } })
          : jsonResponse({ success: false, error: 'Token expired' }, 401);
      }
      refreshes++;
      return refreshes === 1
        ? jsonResponse({ success: false, error: 'Session expired' }, 401)
        : jsonResponse({ success: true, data: { accessToken: 'second-tab-token' } });
    });
    await expect(api.get('/a')).resolves.toEqual({ ok: true });
    expect(getToken()).toBe('second-tab-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh again when the replayed request is refused too', async () => {
    const calls = stubFetch((call) =>
      isRefresh(call)
        ? jsonResponse({ success: true, data: { accessToken: 'new-token' } })
        : jsonResponse({ success: false, error: 'Still no' }, 401),
    );
    await expect(api.get('/users/self')).rejects.toMatchObject({
      status: 401,
      message: 'Still no',
    });
    expect(calls).toHaveLength(3);
  });

  it('does not refresh a request sent without a token (a failed login)', async () => {
    clearSession();
    const calls = stubFetch(() =>
      jsonResponse({ success: false, error: 'Invalid email or password' }, 401),
    );
    await expect(api.post('/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Invalid email or password',
      },
    );
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('when the refresh cannot reach the API', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const backoff = REFRESH_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

  it('retries with backoff and goes on once the API answers again', async () => {
    let refreshes = 0;
    const calls = stubFetch((call) => {
      if (!isRefresh(call)) {
        return header(call, 'Authorization') === 'Bearer new-token'
          ? jsonResponse({ success: true, data: { ok: true } })
          : jsonResponse({ success: false, error: 'Token expired' }, 401);
      }
      refreshes++;
      if (refreshes === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (refreshes === 2) return jsonResponse({ success: false, error: 'Unavailable' }, 503);
      return jsonResponse({ success: true, data: { accessToken: 'new-token' } });
    });
    const result = api.get('/users/self');
    await vi.advanceTimersByTimeAsync(backoff);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls.filter(isRefresh)).toHaveLength(3);
    expect(getToken()).toBe('new-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session and reports a network error when every try fails', async () => {
    const calls = stubFetch((call) => {
      if (isRefresh(call)) return Promise.reject(new TypeError('Failed to fetch'));
      return jsonResponse({ success: false, error: 'Token expired' }, 401);
    });
    const result = api.get('/users/self').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(backoff);
    expect(await result).toMatchObject({ status: 0, message: MESSAGES.networkError });
    expect(calls.filter(isRefresh)).toHaveLength(1 + REFRESH_RETRY_DELAYS_MS.length);
    expect(getToken()).toBe('old-token');
    expect(getUser()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session through server errors too', async () => {
    stubFetch((call) =>
      isRefresh(call)
        ? jsonResponse({ success: false, error: 'Internal error' }, 500)
        : jsonResponse({ success: false, error: 'Token expired' }, 401),
    );
    const result = api.get('/users/self').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(backoff);
    expect(await result).toMatchObject({ status: 0 });
    expect(getToken()).toBe('old-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('still signs out when the API, once reachable, refuses the refresh', async () => {
    let refreshes = 0;
    stubFetch((call) => {
      if (!isRefresh(call)) return jsonResponse({ success: false, error: 'Token expired' }, 401);
      refreshes++;
      return refreshes === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse({ success: false, error: 'Session expired' }, 401);
    });
    const result = api.get('/users/self').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(backoff);
    expect(await result).toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('apiFile', () => {
  const CSV = 'ID,Title\r\n';
  const sentToken = (init: RequestInit | undefined) =>
    new Headers(init?.headers).get('Authorization');

  it('renews an expired token once and fetches the file again with the new one', async () => {
    let asked = 0;
    const { fetchMock, calls } = stubApi({
      'GET /api/admin/listings.csv': () =>
        ++asked === 1 ? fail(401, 'Token expired') : new Response(CSV),
      'POST /api/auth/refresh': () => ok({ accessToken: 'new-token' }),
    });

    const file = await apiFile('/admin/listings.csv', { headers: { Accept: 'text/csv' } });

    expect(await file.text()).toBe(CSV);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/admin/listings.csv',
      'POST /api/auth/refresh',
      'GET /api/admin/listings.csv',
    ]);
    const [first, , again] = fetchMock.mock.calls.map(([, init]) => init);
    expect(sentToken(first)).toBe('Bearer old-token');
    expect(sentToken(again)).toBe('Bearer new-token');
    expect(new Headers(again?.headers).get('Accept')).toBe('text/csv');
    expect(getToken()).toBe('new-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('signs out once, as every API call does, when the refresh is refused', async () => {
    const { callsTo } = stubApi({
      'GET /api/admin/listings.csv': () => fail(401, 'Token expired'),
      'POST /api/auth/refresh': () => fail(401, 'Invalid refresh token'),
    });

    await expect(apiFile('/admin/listings.csv')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET /api/admin/listings.csv')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('fails with the server reason rather than hand back an error page as the file', async () => {
    stubApi({ 'GET /api/admin/listings.csv': () => fail(403, 'Admins only') });
    await expect(apiFile('/admin/listings.csv')).rejects.toMatchObject({
      status: 403,
      message: 'Admins only',
    });
  });
});
