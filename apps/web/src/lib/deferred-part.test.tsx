import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, startTransition, use, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferred-part';

/** A part with state, to tell a hydrated part (it counts clicks) from its HTML alone. */
function Sections() {
  const [clicks, setClicks] = useState(0);
  return (
    <section>
      <h2>Featured rooms</h2>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
    </section>
  );
}

/** IntersectionObserver as the browser has it, driven by the test. */
function observeByHand() {
  const callbacks = new Set<IntersectionObserverCallback>();
  class Observer {
    constructor(private callback: IntersectionObserverCallback) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    nearScreen: () => {
      for (const callback of [...callbacks]) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

/** A part whose code arrives when the test says. */
function partByHand() {
  let arrive = (_part: ComponentType) => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve) => {
        arrive = resolve;
      }),
  );
  return { ...deferredPart(load), load, arrive: (part: ComponentType) => arrive(part) };
}

/** The part as the server draws it (whole), in the document, hydrated with `browser`'s part. */
async function hydrateDrawn(browser: { Part: ComponentType }) {
  const server = deferredPart(async () => Sections);
  await server.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<server.Part />);
  document.body.append(container);
  const button = screen.getByRole('button', { name: 'Clicked 0' });
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <browser.Part />, { onRecoverableError: (e) => errors.push(e) }),
  );
  return { button, errors, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a part of a page below the fold', () => {
  it('keeps the drawn HTML, and hydrates it when its code arrives once it nears the screen', async () => {
    const screenEdge = observeByHand();
    const browser = partByHand();
    const { button, errors, root } = await hydrateDrawn(browser);
    // Far from the screen: its code is not fetched, and what was drawn stays.
    expect(browser.load).not.toHaveBeenCalled();
    expect(button.isConnected).toBe(true);

    await act(async () => screenEdge.nearScreen());
    expect(browser.load).toHaveBeenCalledTimes(1);
    await act(async () => browser.arrive(Sections));

    // The same button, now answering: hydrated, not drawn again.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBe(button);
    act(() => fireEvent.click(button));
    expect(button.textContent).toBe('Clicked 1');
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('a tap on a button before its code is here fetches the code and is done once it has hydrated', async () => {
    observeByHand();
    const browser = partByHand();
    const { button, errors, root } = await hydrateDrawn(browser);
    // Off screen, not hydrated: the press starts the download, the tap waits for the part.
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Clicked 0');
    await act(async () => browser.arrive(Sections));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(button);
    // Later taps are the part's own.
    act(() => fireEvent.click(button));
    expect(button.textContent).toBe('Clicked 2');
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('loads when focus or a key reaches it, before it is on screen', async () => {
    observeByHand();
    const browser = partByHand();
    const { root } = await hydrateDrawn(browser);
    expect(browser.load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').focus());
    expect(browser.load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('does not hold back an update of the page it is drawn in (a navigation) until it nears the screen', async () => {
    observeByHand();
    // The part reads what the page around it changes (as the footer's links read the location).
    const Where = createContext('/find-rooms');
    function Reading() {
      return <p>Footer at {use(Where)}</p>;
    }
    let go = (_to: string) => {};
    function Page({ part: Part }: { part: ComponentType }) {
      const [where, setWhere] = useState('/find-rooms');
      go = (to) => startTransition(() => setWhere(to));
      return (
        <Where value={where}>
          <h1>Results for {where}</h1>
          <Part />
        </Where>
      );
    }
    const server = deferredPart(async () => Reading);
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page part={server.Part} />);
    document.body.append(container);

    const browser = deferredPart(async () => Reading);
    const root = await act(async () => hydrateRoot(container, <Page part={browser.Part} />));
    await act(async () => go('/find-rooms?sort=PRICE_LOW'));
    expect(
      await screen.findByRole('heading', { name: 'Results for /find-rooms?sort=PRICE_LOW' }),
    ).toBeTruthy();
    expect(await screen.findByText('Footer at /find-rooms?sort=PRICE_LOW')).toBeTruthy();
    act(() => root.unmount());
  });

  it('drawn afresh, holds its place with the fallback until its code is here', async () => {
    const screenEdge = observeByHand();
    const browser = partByHand();
    render(<browser.Part fallback={<p>Holding the place</p>} />);
    expect(screen.getByText('Holding the place')).toBeTruthy();

    await act(async () => screenEdge.nearScreen());
    await act(async () => browser.arrive(Sections));
    expect(screen.getByRole('heading', { name: 'Featured rooms' })).toBeTruthy();
    expect(screen.queryByText('Holding the place')).toBeNull();
  });

  it('loads at once where nearing the screen cannot be observed', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const browser = partByHand();
    render(<browser.Part />);
    await act(async () => {});
    expect(browser.load).toHaveBeenCalledTimes(1);
    await act(async () => browser.arrive(Sections));
    expect(await screen.findByRole('heading', { name: 'Featured rooms' })).toBeTruthy();
  });
});

describe('a part whose code failed to download', () => {
  it('stays as it is, without an error, and tries again once the browser is back online', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Sections);
    const { Part } = deferredPart(load);
    render(<Part fallback={<p>Holding the place</p>} />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Holding the place')).toBeTruthy();

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: 'Featured rooms' })).toBeTruthy();
  });
});
