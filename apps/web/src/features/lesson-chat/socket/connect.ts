import { io } from 'socket.io-client';
import { CHAT_NAMESPACE } from '@school/contract';
import { refreshTokens } from '../../../shared/api/client';
import { tokenStore } from '../../../shared/session/token-store';
import { ChatClient, type ChatClientOptions } from './chat-client';

/**
 * The real connection: the API's Socket.IO on this origin, websocket only, the access token read
 * on every (re)connect; Socket.IO's own reconnection is off because ChatClient does it (spec 3 §9).
 */
export function connectChat(options: Omit<ChatClientOptions, 'createSocket' | 'token' | 'refreshToken'>): ChatClient {
  return new ChatClient({
    ...options,
    token: () => tokenStore.access,
    refreshToken: refreshTokens,
    createSocket: (token) =>
      io(CHAT_NAMESPACE, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        autoConnect: false,
        auth: (send) => send({ token: token() }),
      }),
  });
}
