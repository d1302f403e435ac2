import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setToken } from '@/lib/auth';
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
