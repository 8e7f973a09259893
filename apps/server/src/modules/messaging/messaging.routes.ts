import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { OutboxMessenger } from './messenger.js';

export function messagingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.messaging.outbox, async () => {
    // The outbox exists only while no real adapter is configured: it is the local stand-in for a mailbox.
    if (!ctx.messenger.isOutbox || !ctx.config.outboxPage) throw notFound();
    return new OutboxMessenger(ctx.db).list();
  });
}
