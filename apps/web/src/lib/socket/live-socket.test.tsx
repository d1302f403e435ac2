import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STARTED } from '@/lib/app-started';
import { clearSession, setToken } from '@/lib/auth';
import { deferredPart } from '@/lib/deferred-part';
import { FakeSocket } from '@/test/fake-socket';
import { LiveSocketProvider, useLiveSocket } from './live-socket';

function Status() {
  const { socket, status } = useLiveSocket();
  return <p>{socket ? status : 'no socket'}</p>;
}

/** A socket whose client arrives later, as the real one does with its own chunk. */
function deferred() {
  const socket = new FakeSocket();
  let arrive = () => {};
  const ready = new Promise<FakeSocket>((resolve) => (arrive = () => resolve(socket)));
  return { socket, ready, arrive: () => act(async () => arrive()) };
}

afterEach(() => clearSession());

describe('LiveSocketProvider with a client that loads on demand', () => {
  it('asks for no client while signed out', () => {
    let asked = 0;
    render(
      <LiveSocketProvider
        create={() => {
          asked++;
          return new FakeSocket();
        }}
      >
        <Status />
      </LiveSocketProvider>,
    );
    expect(screen.getByText('no socket')).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('connects once the client has loaded', async () => {
    setToken('token-1');
    const { socket, ready, arrive } = deferred();
    render(
      <LiveSocketProvider create={() => ready}>
        <Status />
      </LiveSocketProvider>,
    );
    expect(screen.getByText('no socket')).toBeTruthy();
    await arrive();
    await waitFor(() => expect(screen.getByText('connected')).toBeTruthy());
    expect(socket.connects).toBe(1);
  });

  it('never connects a client that arrives after sign-out', async () => {
    setToken('token-1');
    const { socket, ready, arrive } = deferred();
    render(
      <LiveSocketProvider create={() => ready}>
        <Status />
      </LiveSocketProvider>,
    );
    act(() => clearSession());
    await arrive();
    expect(socket.connects).toBe(0);
    expect(socket.listenerCount('connect')).toBe(0);
    expect(screen.getByText('no socket')).toBeTruthy();
  });
});

describe('LiveSocketProvider on a page the server drew', () => {
  function Footer() {
    return <footer>About RoomSetu</footer>;
  }

  it('connects once the app has started, and never draws a part still hydrating again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <LiveSocketProvider create={() => new FakeSocket()}>
        <Status />
        <div>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      </LiveSocketProvider>,
    );
    document.body.append(container);
    const drawn = container.querySelector('footer');
    // Below the fold: the footer's code arrives when the test says, after the socket connected.
    let arrive = (_part: ComponentType) => {};
    const { Part: LazyFooter } = deferredPart(
      () => new Promise<ComponentType>((resolve) => (arrive = resolve)),
    );
    setToken('token-1');
    document.documentElement.setAttribute('data-holding', '');
    let asked = 0;
    const root = await act(async () =>
      hydrateRoot(
        container,
        <LiveSocketProvider
          create={() => {
            asked++;
            return new FakeSocket();
          }}
        >
          <Status />
          <LazyFooter />
        </LiveSocketProvider>,
      ),
    );
    // Waiting for the app: no socket yet.
    expect(asked).toBe(0);

    await act(async () => {
      document.documentElement.removeAttribute('data-holding');
      document.dispatchEvent(new Event(APP_STARTED));
    });
    await waitFor(() => expect(screen.getByText('connected')).toBeTruthy());
    expect(asked).toBe(1);

    await act(async () => arrive(Footer));
    // Hydrated in place: the same element the server drew.
    expect(container.querySelector('footer')).toBe(drawn);
    act(() => root.unmount());
  });
});
