import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIntersection } from './use-intersection';

/** An observer that never reports: what a fling past the element between two frames looks like. */
class SilentObserver {
  observe() {}
  disconnect() {}
}

function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useIntersection<HTMLDivElement>(onVisible, { rootMargin: '200px' });
  return <div ref={ref} data-testid="sentinel" />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useIntersection', () => {
  it('fires once the element has been scrolled past, though the observer saw nothing', () => {
    vi.stubGlobal('IntersectionObserver', SilentObserver);
    const onVisible = vi.fn();
    const { getByTestId } = render(<Sentinel onVisible={onVisible} />);
    const sentinel = getByTestId('sentinel');
    const at = (top: number) =>
      vi
        .spyOn(sentinel, 'getBoundingClientRect')
        .mockReturnValue({ top, bottom: top + 1 } as DOMRect);

    at(window.innerHeight + 500);
    fireEvent.scroll(window);
    expect(onVisible).not.toHaveBeenCalled();

    // Flung to the end of the page: the element is now far above the screen.
    at(-1500);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});
