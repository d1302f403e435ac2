import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setSession } from '@/lib/auth';
import { downloadListingsCsv } from './export-listings';

/** Records what the browser would save: the blob behind the object URL and the clicked link. */
function catchSaves() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:listings');
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { createObjectURL, clicked };
}

function stubCsv() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('ID,Title\r\n', { headers: { 'Content-Type': 'text/csv' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('listings.csv export', () => {
  it('asks with the current filters and skips empty ones', async () => {
    catchSaves();
    const fetchMock = stubCsv();
    await downloadListingsCsv({ status: 'SUSPENDED', city: 'jaipur', search: ' 2BHK near metro ' });
    await downloadListingsCsv({ status: '', city: '', search: '  ' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/listings.csv?status=SUSPENDED&city=jaipur&search=2BHK+near+metro',
      '/api/admin/listings.csv',
    ]);
  });

  it('fetches with the bearer token and saves the blob as listings.csv', async () => {
    setSession({
      accessToken: 'admin-token',
      user: { id: 1, name: 'Admin', email: 'admin@roomsetu.in', role: 'ADMIN' },
    });
    const fetchMock = stubCsv();
    const { createObjectURL, clicked } = catchSaves();

    await downloadListingsCsv({ status: 'ACTIVE', city: 'pune', search: '' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/listings.csv?status=ACTIVE&city=pune');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/csv');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('ID,Title\r\n');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('listings.csv');
    expect(clicked[0]!.href).toBe('blob:listings');
  });

  it('fails without saving anything when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadListingsCsv({ status: '', city: '', search: '' })).rejects.toThrow();
    expect(click).not.toHaveBeenCalled();
  });
});
