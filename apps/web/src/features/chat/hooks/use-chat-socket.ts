import { MESSAGES, type ChatMessage } from '@roomsetu/shared';
import { useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { getToken, useAuth } from '@/lib/auth';
import { renewToken } from '../lib/renew-token';
import type { ChatSocket, ChatSocketEvents } from '../lib/socket';
import { ChatSocketFactoryContext } from '../lib/socket-context';

/** connecting: first attempt; reconnecting: lost and retrying; offline: gave up until asked. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface ChatSocketHandlers {
  onMessage: (message: ChatMessage) => void;
  /** Every (re)connection: the place to reload over HTTP what was missed meanwhile. */
  onConnect: () => void;
}

export interface ChatConnection {
  socket: ChatSocket | null;
  status: ConnectionStatus;
  online: ReadonlySet<number>;
  reconnect: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

/**
 * The chat's socket while a chat page is open: connects when a token exists, disconnects when
 * the page closes or the user signs out, renews an expired token and reconnects.
 */
export function useChatSocket(handlers: ChatSocketHandlers): ChatConnection {
  const create = useContext(ChatSocketFactoryContext);
  const hasToken = useAuth().token !== null;
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [online, setOnline] = useState<ReadonlySet<number>>(EMPTY);
  const onMessage = useEffectEvent(handlers.onMessage);
  const onConnect = useEffectEvent(handlers.onConnect);

  useEffect(() => {
    if (!hasToken) return;
    let disposed = false;
    let renewing = false;
    let usedToken: string | null = null;
    const s = create(() => (usedToken = getToken()));

    const renew = async () => {
      if (renewing) return;
      renewing = true;
      setStatus('reconnecting');
      const next = await renewToken(usedToken);
      renewing = false;
      if (disposed) return;
      if (!next) return setStatus('offline');
      if (s.connected) s.disconnect();
      s.connect();
    };

    const offs: (() => void)[] = [];
    const bind = <E extends keyof ChatSocketEvents>(event: E, listener: ChatSocketEvents[E]) => {
      s.on(event, listener);
      offs.push(() => s.off(event, listener));
    };
    bind('connect', () => {
      setStatus('connected');
      setOnline(EMPTY); // the server now sends user:online for every contact still online
      onConnect();
    });
    bind('disconnect', () => {
      setOnline(EMPTY);
      if (!disposed) setStatus(renewing || s.active ? 'reconnecting' : 'offline');
    });
    bind('connect_error', (error) => {
      console.warn('chat socket:', error.message);
      if (error.message === MESSAGES.sessionExpired) return void renew();
      setStatus(s.active ? 'reconnecting' : 'offline');
    });
    bind('reconnect_failed', () => setStatus('offline'));
    bind('auth:expired', () => void renew());
    bind('message:new', ({ message }) => onMessage(message));
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
    setSocket(s);
    setStatus('connecting');
    s.connect();

    return () => {
      disposed = true;
      window.removeEventListener('online', onBrowserOnline);
      for (const off of offs) off();
      s.disconnect();
      setSocket(null);
      setOnline(EMPTY);
    };
  }, [create, hasToken]);

  const reconnect = useCallback(() => {
    if (!socket || socket.connected) return;
    setStatus('reconnecting');
    socket.connect();
  }, [socket]);

  return { socket, status, online, reconnect };
}
