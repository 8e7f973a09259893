import type { FastifyInstance } from 'fastify';
import { contract, WRITE_KEY_HEADER } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { ANALYTICS_BODY_LIMIT, configuredWriteKey, ingest } from './analytics.service.js';

/** Ingest compatible with the Jitsu client (spec 2 §7 Analytics); events land in our own table. */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A malformed or legacy ANALYTICS_WRITE_KEY stops the start instead of refusing every event later.
  configuredWriteKey(ctx.config);
  route(
    app,
    contract.analytics.ingest,
    async ({ params, body, user, ip, headers }) => {
      const writeKey = headers[WRITE_KEY_HEADER];
      await ingest(ctx, {
        type: params.type,
        body,
        user,
        ip,
        writeKey: typeof writeKey === 'string' ? writeKey : undefined,
      });
      return { ok: true };
    },
    { bodyLimit: ANALYTICS_BODY_LIMIT },
  );
}
