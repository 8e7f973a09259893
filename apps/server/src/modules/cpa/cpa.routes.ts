import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { storeMarkers } from './cpa.service.js';

/** Markers are a few short strings: a small body limit for an endpoint open to anyone. */
const MARKERS_BODY_LIMIT = 4 * 1024;

/** Spec 3 §7 CPA markers. */
export function cpaRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    contract.cpa.markers,
    async ({ body, user, ip }) => {
      await storeMarkers(ctx, { markers: body, user, ip });
      return {};
    },
    { bodyLimit: MARKERS_BODY_LIMIT },
  );
}
