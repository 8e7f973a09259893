import type { AppContext } from '../../context.js';
import { ThrottledError } from '../../plugins/errors.js';

/** Limits are per hour unless a setting says otherwise (docs/security.md). */
export const HOUR_SECONDS = 60 * 60;

export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against each limit in order and refuses it at the first one exceeded; the
 * limits after it are not counted, so a caller refused by a narrow limit (its own address) cannot
 * use up a wide one (the account's, from every address) that other people depend on.
 */
export async function throttle(ctx: AppContext, limits: Limit[], detail: (minutes: number) => string): Promise<void> {
  for (const { key, limit, windowSeconds } of limits) {
    const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(key, limit, windowSeconds);
    if (!allowed) {
      throw new ThrottledError(detail(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
    }
  }
}

/** The form of an e-mail that names one account whatever its case. */
export const accountKey = (email: string) => email.trim().toLowerCase();
