type Listener = (payload: unknown) => void;

/**
 * The `/chat` socket of the web tests (test/setup.ts puts it in place of the real one): listeners
 * register as on a Socket.IO socket, and a test plays the server with `hear`.
 */
export class TestChatSocket {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The connection manager: `reconnect` is heard here, as on Socket.IO's `socket.io`. */
  readonly io = {
    on: (event: string, listener: Listener) => this.on(`io:${event}`, listener),
    off: (event: string, listener: Listener) => this.off(`io:${event}`, listener),
  };

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** The server sends `event` to this user. */
  hear(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  listening(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

export const testChatSocket = new TestChatSocket();
