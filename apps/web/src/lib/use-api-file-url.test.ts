import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { signInAs } from '@/test/render-app';
import { fail, stubApi } from '@/test/stub-api';
import { useApiFileUrl } from './use-api-file-url';

function catchObjectUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const create = vi.fn((blob: Blob) => `blob:file-${blob.size}`);
  const revoke = vi.fn();
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { create, revoke };
}

const file = (size: number) => () =>
  new Response(new Uint8Array(size), { headers: { 'Content-Type': 'image/webp' } });

describe('useApiFileUrl', () => {
  it('fetches the file with the token and no cache, and releases its URL when it leaves', async () => {
    signInAs('TENANT');
    const api = stubApi({ 'GET /api/files/1': file(12) });
    const { revoke } = catchObjectUrls();

    const { result, unmount } = renderHook(() => useApiFileUrl('/files/1'));
    expect(result.current).toEqual({ url: null, failed: false });
    await waitFor(() => expect(result.current).toEqual({ url: 'blob:file-12', failed: false }));
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(init?.cache).toBe('no-store');

    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:file-12');
  });

  it('says it failed when the API refuses, and makes no URL', async () => {
    signInAs('TENANT');
    stubApi({ 'GET /api/files/2': () => fail(404, 'Not found') });
    const { create } = catchObjectUrls();

    const { result } = renderHook(() => useApiFileUrl('/files/2'));
    await waitFor(() => expect(result.current).toEqual({ url: null, failed: true }));
    expect(create).not.toHaveBeenCalled();
  });
});
