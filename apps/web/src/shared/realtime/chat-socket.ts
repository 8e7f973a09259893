import { io, type Socket } from 'socket.io-client';
import { CHAT_ERROR_CODES, CHAT_NAMESPACE, type ChatError } from '@school/contract';
import { refreshTokens } from '../api/client';
import { handleRealtimeError } from '../error-reporting/realtime-errors';
import { tokenStore } from '../session/token-store';
import { announceChatSocket } from './open-chat-socket';

let socket: Socket | null = null;

/**
 * The one `/chat` socket of the tab (issue 11): the server puts it in the user's own room, so every
 * event meant for the user reaches it. The token is read on every (re)connection; an expired one
 * is renewed over HTTP first, a refused one ends the attempts (spec 3 §8: unauthorized, no retry).
 */
export function chatSocket(): Socket {
  if (socket) return socket;
  const created = io(CHAT_NAMESPACE, {
    auth: (send) => send({ token: tokenStore.access ?? '' }),
    transports: ['websocket'],
  });
  created.on('connect_error', (error: Error & { data?: ChatError }) => {
    // The server's own refusals (spec 3 §8) are answers, not faults; anything else is spec 1 §8's worker error.
    if (!error.data) return handleRealtimeError(error);
    if (error.data.code !== CHAT_ERROR_CODES.tokenExpired) return;
    void refreshTokens().then((renewed) => {
      if (renewed) created.connect();
    });
  });
  socket = created;
  announceChatSocket(created);
  return created;
}
