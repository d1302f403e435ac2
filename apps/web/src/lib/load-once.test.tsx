import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, type LoadOnce } from './load-once';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

function Reader({ once, visit }: { once: LoadOnce<string>; visit: string }) {
  return <p>{once.read(visit)}</p>;
}

const readIn = (once: LoadOnce<string>, visit: string) => (
  <Boundary key={visit}>
    <Suspense fallback={<p>loading</p>}>
      <Reader once={once} visit={visit} />
    </Suspense>
  </Boundary>
);

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('schemas');
    const schemas = loadOnce(load);

    await expect(schemas()).rejects.toThrow('offline');
    expect(schemas.value()).toBeUndefined();
    expect(await Promise.all([schemas(), schemas()])).toEqual(['schemas', 'schemas']);
    schemas.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(schemas.value()).toBe('schemas');
  });

  it('suspends a render until it has arrived, then renders it on the first pass', async () => {
    const load = vi.fn(() => Promise.resolve('the page'));
    const page = loadOnce(load);
    const { unmount } = render(readIn(page, 'a'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    unmount();

    render(readIn(page, 'b'));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failure to the visit that met it only, and loads again for the next one', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('the page');
    const page = loadOnce(load);
    const { rerender } = render(readIn(page, 'first visit'));
    expect(await screen.findByText('failed: offline')).toBeTruthy();

    rerender(readIn(page, 'next visit'));
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
