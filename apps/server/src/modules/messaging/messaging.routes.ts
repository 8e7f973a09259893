import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { isLocalRequest } from './local-request.js';
import { OutboxMessenger } from './messenger.js';

export function messagingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.messaging.outbox, async ({ ip, headers }) => {
    // The outbox exists only while no real adapter is configured: it is the local stand-in for a mailbox.
    if (!ctx.messenger.isOutbox || !ctx.config.outboxPage) throw notFound();
    // It shows password-reset links: whoever reads it can take over any account, so only the person
    // at this machine may (issue 7 item 4); anyone else gets the same 404 as when it is off.
    if (!isLocalRequest(ip, headers)) throw notFound();
    return new OutboxMessenger(ctx.db).list();
  });
}
