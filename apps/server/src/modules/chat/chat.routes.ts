import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerChatSocket } from './chat-socket.js';

/** The lesson chat (issue 11, docs/chat.md): HTTP in its own scope (multipart uploads), and the socket handlers. */
export function chatRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    registerChatSocket(ctx, app.log);
  };
}
