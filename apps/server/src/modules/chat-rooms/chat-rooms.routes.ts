import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { listMessages, rateFeedback, readRoom, sendMessage } from './room-messages.service.js';
import { getRoom, getSupportRoom, listRooms, supportUnread, unreadTotal } from './rooms.service.js';

const c = contract.chatRooms;

/** The curator rooms (spec 3 §3, issue 11; docs/chat.md "Curator rooms"). */
export function chatRoomsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, c.supportUnread, (request) => supportUnread(ctx.db, signedIn(request)));
    route(app, c.supportRoom, (request) => getSupportRoom(ctx.db, signedIn(request), new Date()));
    route(app, c.unreadCount, (request) => unreadTotal(ctx.db, signedIn(request)));
    route(app, c.rooms, (request) => listRooms(ctx.db, signedIn(request), request.query, new Date()));
    route(app, c.room, (request) => getRoom(ctx.db, signedIn(request), request.params.id, new Date()));
    route(app, c.messages, (request) => listMessages(ctx.db, signedIn(request), request.params.id, request.query));
    route(app, c.send, (request) => sendMessage(ctx, signedIn(request), request.params.id, request.body, new Date()));
    route(app, c.read, (request) => readRoom(ctx, signedIn(request), request.params.id));
    route(app, c.rate, (request) =>
      rateFeedback(ctx.db, signedIn(request), request.params.id, request.params.messageId, request.body.rating),
    );
  };
}
