import { codeOfKey } from '@roomsetu/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { accountSuspended, isAccountSuspension } from '@/lib/account-suspended';
import { appHasStarted, subscribeAppStarted } from '@/lib/app-started';
import { getToken, subscribeAuth } from '@/lib/auth';
import {
  createAppSocket,
  type AppSocket,
  type AppSocketEvents,
  type CreateAppSocket,
} from './socket';

/** The handshake's refusal of an expired token (SESSION_MESSAGES.sessionExpired). */
const SESSION_EXPIRED = codeOfKey('sessionExpired');

/** connecting: first attempt; reconnecting: lost and retrying; offline: gave up until asked. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** The app's one socket while someone is signed in: chat, presence and notifications share it. */
export interface LiveSocket {
  socket: AppSocket | null;
  status: ConnectionStatus;
  /** Contacts the server says are online (it sends them again after every connection). */
  online: ReadonlySet<number>;
  reconnect: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();
const SIGNED_OUT: LiveSocket = {
  socket: null,
  status: 'offline',
  online: EMPTY,
  reconnect: () => {},
};

/**
 * The socket's state, read by the parts that use it (useLiveSocket). The context carries this
 * store, which never changes: a new context value would reach every part of a drawn page not
 * yet hydrated (a deferred footer, a page still loading its code), and React would draw each
 * again from nothing.
 */
interface LiveSocketStore {
  get: () => LiveSocket;
  subscribe: (listener: () => void) => () => void;
}

function liveSocketStore(): LiveSocketStore & { set: (next: LiveSocket) => void } {
  let value = SIGNED_OUT;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LiveSocketContext = createContext<LiveSocketStore>(liveSocketStore());
const noToken = () => false;
// Connected once the app has started: the context's new value would reach the parts of a drawn
// page not yet hydrated, and React would draw them again from nothing.
const subscribeSession = (listener: () => void) => {
  const offAuth = subscribeAuth(listener);
  const offStart = subscribeAppStarted(listener);
  return () => {
    offAuth();
    offStart();
  };
};
const signedInAndStarted = () => appHasStarted() && getToken() !== null;

/**
 * Connects when a token exists and disconnects on sign-out, renews an expired token and
 * reconnects; one connection however many parts of the page listen.
 */
function useConnection(create: CreateAppSocket): LiveSocket {
  // Above the router: the session store itself, not useAuth (which navigates on sign-out).
  // The prerendered pages are a guest's: hydration starts signed out, then follows the session.
  const hasToken = useSyncExternalStore(subscribeSession, signedInAndStarted, noToken);
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [online, setOnline] = useState<ReadonlySet<number>>(EMPTY);

  useEffect(() => {
    if (!hasToken) return;
    let disposed = false;
    let detach: (() => void) | undefined;
    let usedToken: string | null = null;
    const made = create(() => (usedToken = getToken()));
    // The real client arrives with its own chunk (guests never download it); a fake one at once.
    if (made instanceof Promise) {
      void made.then((s) => {
        if (!disposed) detach = attach(s);
      });
    } else {
      detach = attach(made);
    }
    return () => {
      disposed = true;
      detach?.();
    };

    function attach(s: AppSocket): () => void {
      let renewing = false;

      const renew = async () => {
        if (renewing) return;
        renewing = true;
        setStatus('reconnecting');
        // Only someone signed in ever gets here: the API client loads then, not in the entry.
        const { renewToken } = await import('./renew-token');
        const next = await renewToken(usedToken);
        renewing = false;
        if (disposed) return;
        if (!next) return setStatus('offline');
        if (s.connected) s.disconnect();
        s.connect();
      };

      const offs: (() => void)[] = [];
      const bind = <E extends keyof AppSocketEvents>(event: E, listener: AppSocketEvents[E]) => {
        s.on(event, listener);
        offs.push(() => s.off(event, listener));
      };
      bind('connect', () => {
        setStatus('connected');
        setOnline(EMPTY); // the server now sends user:online for every contact still online
      });
      bind('disconnect', () => {
        setOnline(EMPTY);
        if (!disposed) setStatus(renewing || s.active ? 'reconnecting' : 'offline');
      });
      bind(
        'connect_error',
        (error: Error & { data?: { suspension?: unknown; code?: unknown } }) => {
          console.warn('socket:', error.message);
          const suspension = error.data?.suspension;
          if (isAccountSuspension(suspension)) return accountSuspended(suspension);
          // By its code: the text is in the browser's language (its Accept-Language).
          if (error.data?.code === SESSION_EXPIRED) return void renew();
          setStatus(s.active ? 'reconnecting' : 'offline');
        },
      );
      bind('reconnect_failed', () => setStatus('offline'));
      bind('auth:expired', () => void renew());
      // Told the moment it happens: the notice shows in place and the tab signs out.
      bind('account:suspended', accountSuspended);
      bind('user:online', ({ userId }) => setOnline((prev) => new Set(prev).add(userId)));
      bind('user:offline', ({ userId }) =>
        setOnline((prev) => {
          const next = new Set(prev);
          next.delete(userId);
          return next;
        }),
      );

      const onBrowserOnline = () => {
        if (!s.connected) s.connect();
      };
      window.addEventListener('online', onBrowserOnline);
      // Messages written in the chat are sent on this socket wherever the person is in the app.
      let detachOutbox: (() => void) | undefined;
      void import('./outbox').then(({ outbox }) => {
        if (!disposed) detachOutbox = outbox.attach(s);
      });
      setSocket(s);
      setStatus('connecting');
      s.connect();

      return () => {
        detachOutbox?.();
        window.removeEventListener('online', onBrowserOnline);
        for (const off of offs) off();
        s.disconnect();
        setSocket(null);
        setOnline(EMPTY);
      };
    }
  }, [create, hasToken]);

  const reconnect = useCallback(() => {
    if (!socket || socket.connected) return;
    setStatus('reconnecting');
    socket.connect();
  }, [socket]);

  const signedOut = !hasToken && !socket;
  return useMemo(
    () => (signedOut ? SIGNED_OUT : { socket, status, online, reconnect }),
    [signedOut, socket, status, online, reconnect],
  );
}

/** Holds the app's socket; `create` is the real socket.io client, a fake emitter in tests. */
export function LiveSocketProvider({
  create = createAppSocket,
  children,
}: {
  create?: CreateAppSocket;
  children: ReactNode;
}) {
  const value = useConnection(create);
  const [store] = useState(liveSocketStore);
  useLayoutEffect(() => store.set(value), [store, value]);
  return <LiveSocketContext value={store}>{children}</LiveSocketContext>;
}

export function useLiveSocket(): LiveSocket {
  const store = useContext(LiveSocketContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Calls `listener` for every `event` from the server while the component is mounted. */
export function useSocketEvent<E extends keyof AppSocketEvents>(
  event: E,
  listener: AppSocketEvents[E],
): void {
  const { socket } = useLiveSocket();
  const handle = useEffectEvent((...args: Parameters<AppSocketEvents[E]>) =>
    (listener as (...a: Parameters<AppSocketEvents[E]>) => void)(...args),
  );
  useEffect(() => {
    if (!socket) return;
    const forward = ((...args: Parameters<AppSocketEvents[E]>) =>
      handle(...args)) as AppSocketEvents[E];
    socket.on(event, forward);
    return () => socket.off(event, forward);
  }, [socket, event]);
}
