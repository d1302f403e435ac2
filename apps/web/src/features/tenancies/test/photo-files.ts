import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Object URLs the tests can tell apart (jsdom makes none): a chosen file's names the file, a
 * fetched photo's gives its size. Call at the top of a test file.
 */
export function stubObjectUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    URL.createObjectURL = vi.fn((blob: Blob) =>
      blob instanceof File ? `blob:chosen-${blob.name}` : `blob:photo-${blob.size}`,
    );
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
}

/** A photo as the API streams it; its size tells the blob URL apart. */
export const photo = (size: number) => () =>
  new Response(new Uint8Array(size), {
    status: 200,
    headers: { 'Content-Type': 'image/webp' },
  });

/** A photo as the phone's camera gives it. */
export const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
