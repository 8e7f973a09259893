import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { buyFreeze, dailyStrike, setTimeZone } from './streak.service.js';

/** The streak of spec 1 §2/§3 and its freezes (docs/streak.md). */
export function streakRoutes(app: FastifyInstance, ctx: AppContext): void {
  const variant = ctx.config.VARIANT;
  route(app, contract.streak.dailyStrike, (request) => dailyStrike(ctx.db, signedIn(request).id, variant));
  route(app, contract.streak.buyFreeze, (request) => buyFreeze(ctx.db, signedIn(request).id, variant));
  route(app, contract.streak.setTimeZone, (request) =>
    setTimeZone(ctx.db, signedIn(request).id, request.body.timeZone, variant),
  );
}
