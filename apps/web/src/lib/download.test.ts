import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setSession } from './auth';
import { downloadApiFile } from './download';

function catchSaves() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:saved');
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
  return clicked;
}

describe('downloadApiFile', () => {
  it('fetches a URL the API gave once, with the token and no cache, and saves it by name', async () => {
    setSession({
      accessToken: 'party-token',
      user: { id: 7, name: 'Asha Verma', email: 'asha@example.com', role: 'TENANT' },
    });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('%PDF'));
    vi.stubGlobal('fetch', fetchMock);
    const clicked = catchSaves();

    await downloadApiFile('/api/tenancies/1/agreement/2.pdf', 'agreement-1-v2.pdf');
    await downloadApiFile('/tenancies/1/agreement/2/certificate.pdf', 'certificate.pdf');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/tenancies/1/agreement/2.pdf',
      '/api/tenancies/1/agreement/2/certificate.pdf',
    ]);
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer party-token');
    expect(init?.cache).toBe('no-store');
    expect(clicked.map((link) => link.download)).toEqual(['agreement-1-v2.pdf', 'certificate.pdf']);
  });

  it('saves nothing when the API refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const clicked = catchSaves();
    await expect(downloadApiFile('/api/tenancies/1/agreement/9.pdf', 'x.pdf')).rejects.toThrow();
    expect(clicked).toHaveLength(0);
  });
});
