import type { FastifyInstance } from 'fastify';
import { contract, WRITE_KEY_HEADER } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, type RouteRequest } from '../../plugins/route.js';
import {
  ANALYTICS_BODY_LIMIT,
  configuredServerKey,
  configuredWriteKey,
  ingest,
  type EventSource,
} from './analytics.service.js';

type IngestEndpoint = typeof contract.analytics.ingest;

/** Ingest compatible with the Jitsu client (spec 2 §7 Analytics); events land in our own table. */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A malformed or legacy key (or a server key equal to the browser's) stops the start instead of
  // refusing every event later.
  configuredWriteKey(ctx.config);
  configuredServerKey(ctx.config);
  const handler =
    (source: EventSource) =>
    async ({ params, body, user, ip, headers }: RouteRequest<IngestEndpoint>) => {
      const writeKey = headers[WRITE_KEY_HEADER];
      await ingest(ctx, {
        source,
        type: params.type,
        body,
        user,
        ip,
        writeKey: typeof writeKey === 'string' ? writeKey : undefined,
      });
      return { ok: true };
    };
  route(app, contract.analytics.ingest, handler('browser'), { bodyLimit: ANALYTICS_BODY_LIMIT });
  route(app, contract.analytics.ingestServer, handler('server'), { bodyLimit: ANALYTICS_BODY_LIMIT });
}
