import type { CpaMarkers } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { throttle } from '../auth/throttle.js';
import { cpaMarkers } from './cpa.schema.js';

const MINUTE_SECONDS = 60;

/**
 * Stores the markers a visitor sends (spec 3 §7), tied to the signed-in user; a guest's stay
 * anonymous. Anyone may send them, so one address may send only so many a minute.
 */
export async function storeMarkers(
  ctx: AppContext,
  request: { markers: CpaMarkers; user: AuthUser | null; ip: string },
): Promise<void> {
  await throttle(
    ctx,
    [
      {
        key: `cpa-markers:ip:${request.ip}`,
        limit: ctx.config.CPA_MARKERS_PER_IP_MINUTE,
        windowSeconds: MINUTE_SECONDS,
      },
    ],
    (minutes) => `Слишком много запросов. Попробуйте через ${minutes} мин.`,
  );
  await ctx.db.insert(cpaMarkers).values({ ...request.markers, userId: request.user?.id ?? null });
}
