import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { analyticsEvents } from './analytics.schema.js';

/** Ingest compatible with the Jitsu client (spec 2 §7 Analytics); events land in our own table. */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.analytics.ingest, async ({ params, body, user }) => {
    await ctx.db.insert(analyticsEvents).values({
      type: params.type,
      event: body.event ?? null,
      anonymousId: body.anonymousId ?? null,
      userId: user ? String(user.id) : (body.userId ?? null),
      payload: body,
    });
    return { ok: true };
  });
}
