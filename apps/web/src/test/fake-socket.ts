import type { SendMessageAck, SendMessagePayload } from '@roomsetu/shared';
import type { AppSocket, AppSocketEvents } from '@/lib/socket/socket';

type Listener = (...args: never[]) => void;

export interface SentMessage {
  payload: SendMessagePayload;
  answer: (ack: SendMessageAck) => void;
}

/**
 * A AppSocket with no server: tests play the server's part with `serverEmit`, answer sends
 * with `sent[i].answer(...)`, and read what the page emitted from `joined` and `read`.
 */
export class FakeSocket implements AppSocket {
  connected = false;
  active = false;
  readonly joined: number[] = [];
  readonly read: number[] = [];
  readonly sent: SentMessage[] = [];
  connects = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  on<E extends keyof AppSocketEvents>(event: E, listener: AppSocketEvents[E]): void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off<E extends keyof AppSocketEvents>(event: E, listener: AppSocketEvents[E]): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** Calls every listener of `event`, as the server (or the connection) would. */
  serverEmit<E extends keyof AppSocketEvents>(
    event: E,
    ...args: Parameters<AppSocketEvents[E]>
  ): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...a: Parameters<AppSocketEvents[E]>) => void)(...args);
    }
  }

  listenerCount(event: keyof AppSocketEvents): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  joinConversation(conversationId: number): void {
    this.joined.push(conversationId);
  }

  markRead(conversationId: number): Promise<void> {
    this.read.push(conversationId);
    return Promise.resolve();
  }

  sendMessage(payload: SendMessagePayload): Promise<SendMessageAck> {
    return new Promise((resolve) => this.sent.push({ payload, answer: resolve }));
  }

  connect(): void {
    this.connects++;
    this.connected = true;
    this.active = true;
    queueMicrotask(() => this.serverEmit('connect'));
  }

  disconnect(): void {
    this.connected = false;
    this.active = false;
    this.serverEmit('disconnect', 'io client disconnect');
  }

  /** The network dropped: socket.io keeps trying (active stays true). */
  drop(): void {
    this.connected = false;
    this.serverEmit('disconnect', 'transport close');
  }
}
