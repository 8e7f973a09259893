import type { ChatSocketLike } from './chat-client';

type Listener = (...args: never[]) => void;

/** A socket.io-client socket stand-in for the client's tests: records what is sent, plays the server. */
export class FakeSocket implements ChatSocketLike {
  readonly sent: { event: string; args: unknown[] }[] = [];
  connects = 0;
  disconnects = 0;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly token: () => string | null) {}

  connect(): void {
    this.connects++;
  }

  disconnect(): void {
    this.disconnects++;
  }

  emit(event: string, ...args: unknown[]): void {
    this.sent.push({ event, args });
  }

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  /** The server's side: fires the client's listeners. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }

  /** The last emit of an event. */
  last(event: string): unknown[] {
    const found = this.sent.filter((item) => item.event === event).at(-1);
    if (!found) throw new Error(`nothing sent on ${event}`);
    return found.args;
  }

  count(event: string): number {
    return this.sent.filter((item) => item.event === event).length;
  }

  /** Answers the last `subscribe` through its acknowledgement. */
  ackSubscribe(answer: unknown): void {
    (this.last('subscribe')[1] as (ack: unknown) => void)(answer);
  }
}
