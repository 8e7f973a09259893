import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { history, invite } from './referral.service.js';

/** Spec 1 §2 /referral/invite and /referral/history; applying a code is the cart's (`/cart/referral-program/`). */
export function referralRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.referral.invite, (request) =>
    invite(ctx.db, signedIn(request).id, request.origin, ctx.config.VARIANT),
  );
  route(app, contract.referral.history, (request) => history(ctx.db, signedIn(request).id, request.query));
}
