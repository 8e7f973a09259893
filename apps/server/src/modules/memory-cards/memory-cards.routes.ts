import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { deckQueue, listDecks, reviewCard } from './memory-cards.service.js';

const c = contract.memoryCards;

/** The trainer's memory cards (spec 1 §2 /progress; docs/streak.md "Memory cards"). */
export function memoryCardsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, c.decks, (request) => listDecks(ctx.db, signedIn(request).id));
  route(app, c.queue, (request) => deckQueue(ctx.db, signedIn(request).id, request.params.id, request.query.limit));
  route(app, c.review, (request) =>
    reviewCard(ctx.db, signedIn(request).id, request.params.id, request.body.rating, ctx.config.VARIANT),
  );
}
