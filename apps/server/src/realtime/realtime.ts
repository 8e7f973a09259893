import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { CHAT_ERROR_CODES, CHAT_EVENTS, CHAT_NAMESPACE, type ChatError } from '@school/contract';
import type { AccessTokens, AuthUser } from '../plugins/access-token.js';

/** What a chat socket knows about its user; refreshed in place by the `refresh` event. */
export interface SocketSession {
  user: AuthUser;
  /** Epoch milliseconds the access token runs out. */
  expiresAt: number;
}

// Payloads are `unknown` both ways: every handler validates what it gets with the contract's schemas.
export type ChatSocket = Socket<
  Record<string, (...args: unknown[]) => void>,
  Record<string, (...args: unknown[]) => void>,
  Record<string, never>,
  SocketSession
>;

export const userRoom = (userId: number) => `user:${userId}`;

export const chatError = (code: number, message: string, extra: Partial<ChatError> = {}): ChatError => ({
  code,
  message,
  ...extra,
});

/** The `exp` of a token `AccessTokens.verify` has already accepted. */
function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return payload.exp * 1000;
}

function authenticate(tokens: AccessTokens, token: unknown): SocketSession | ChatError {
  if (typeof token !== 'string' || token.length > 4096) return chatError(CHAT_ERROR_CODES.unauthorized, 'unauthorized');
  const verdict = tokens.verify(token);
  if (verdict === 'expired') return chatError(CHAT_ERROR_CODES.tokenExpired, 'token expired', { temporary: true });
  if (verdict === 'invalid') return chatError(CHAT_ERROR_CODES.unauthorized, 'unauthorized');
  return { user: verdict, expiresAt: tokenExpiry(token) };
}

/**
 * The user of a socket for one request, or the error to answer: an expired token is temporary
 * (the client refreshes it over HTTP and sends `refresh`, staying in its rooms).
 */
export function socketUser(socket: ChatSocket): AuthUser | ChatError {
  if (socket.data.expiresAt <= Date.now()) {
    return chatError(CHAT_ERROR_CODES.tokenExpired, 'token expired', { temporary: true });
  }
  return socket.data.user;
}

/**
 * Socket.IO on the API's own HTTP server (no new port), namespace `/chat`. The access token comes
 * in the handshake's `auth.token`, never a cookie, so another site's page cannot open a socket as
 * our user (no cross-site WebSocket hijacking) and no origin check is needed. Every socket joins
 * its user's room, so any module can reach a user on every tab and every server process.
 * With `REDIS_URL` the Redis adapter carries broadcasts between processes.
 */
export class Realtime {
  readonly io: Server;
  readonly chat: Namespace;
  private readonly redis: Redis[] = [];

  constructor(httpServer: HttpServer, tokens: AccessTokens, redis: { url: string | undefined; channel: string }) {
    this.io = new Server(httpServer, {
      serveClient: false,
      // A message, with its text capped by the contract, fits well within 64 KiB.
      maxHttpBufferSize: 64 * 1024,
      pingInterval: 10_000,
      pingTimeout: 10_000,
    });
    if (redis.url) {
      const pub = new Redis(redis.url);
      const sub = pub.duplicate();
      this.redis.push(pub, sub);
      this.io.adapter(createAdapter(pub, sub, { key: redis.channel }));
    }
    this.chat = this.io.of(CHAT_NAMESPACE);
    this.chat.use((socket, next) => {
      const session = authenticate(tokens, (socket.handshake.auth as { token?: unknown }).token);
      if ('code' in session) {
        const error = new Error(session.message) as Error & { data: ChatError };
        error.data = session;
        return next(error);
      }
      socket.data = session;
      next();
    });
    this.chat.on('connection', (socket: ChatSocket) => {
      void socket.join(userRoom(socket.data.user.id));
      socket.on(CHAT_EVENTS.refresh, (payload: unknown, ack?: unknown) => {
        const session = authenticate(tokens, (payload as { token?: unknown } | null)?.token);
        const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => undefined;
        if ('code' in session) return reply({ error: session });
        if (session.user.id !== socket.data.user.id) {
          return reply({ error: chatError(CHAT_ERROR_CODES.unauthorized, 'unauthorized') });
        }
        socket.data = session;
        reply({ ok: true });
      });
    });
  }

  /** Sends an event to every socket of a user, on any process. */
  toUser(userId: number) {
    return this.chat.to(userRoom(userId));
  }

  async close(): Promise<void> {
    this.chat.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      this.io.engine.close();
      resolve();
    });
    for (const client of this.redis) client.disconnect();
  }
}
