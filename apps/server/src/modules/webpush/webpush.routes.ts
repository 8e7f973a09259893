import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { subscribe, unsubscribe } from './webpush.service.js';

/** Spec 3 §4, §7 web push subscriptions (docs/web-push-and-telegram.md). */
export function webPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.webPush.subscribe, async (request) => {
    await subscribe(ctx, signedIn(request).id, request.body);
    return {};
  });
  route(app, contract.webPush.unsubscribe, async (request) => {
    await unsubscribe(ctx, signedIn(request).id, request.body);
    return {};
  });
}
