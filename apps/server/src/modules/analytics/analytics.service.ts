import { LEGACY_WRITE_KEY, parseWriteKey, type AnalyticsEventTypeSchema, type WriteKey } from '@school/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { sameSignature } from '../../lib/signature.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, ThrottledError } from '../../plugins/errors.js';
import { getOrCreateSecret } from '../settings/settings.service.js';
import { analyticsEvents } from './analytics.schema.js';

/** One event is a page view or a click with its context: a few kilobytes at most (issue 7, item 12). */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;
const WINDOW_SECONDS = 60;

/** The key of ANALYTICS_WRITE_KEY, refused at start when it is not `key:secret` (a legacy key included). */
export function configuredWriteKey(config: Pick<Config, 'ANALYTICS_WRITE_KEY'>): WriteKey | null {
  return parseWriteKey(config.ANALYTICS_WRITE_KEY);
}

const generatedKeys = new WeakMap<AppContext, Promise<string>>();

/**
 * The write key this deployment accepts: ANALYTICS_WRITE_KEY, or one generated on first start and
 * kept in the database, so every process agrees on it. The web app gets it from `/settings/app/`.
 */
export function analyticsWriteKey(ctx: AppContext): Promise<string> {
  const configured = configuredWriteKey(ctx.config);
  if (configured) return Promise.resolve(`${configured.keyId}:${configured.secret}`);
  let key = generatedKeys.get(ctx);
  if (!key) {
    key = getOrCreateSecret(ctx.db, 'analytics-write-key').then((secret) => `web:${secret}`);
    // A failed read is tried again by the next request instead of being remembered.
    key.catch(() => generatedKeys.delete(ctx));
    generatedKeys.set(ctx, key);
  }
  return key;
}

const invalidKey = () => new AppError(401, 'invalid_write_key', 'Неверный ключ записи аналитики.');

/** The sent X-Write-Key is this deployment's key; a legacy key is named as such (spec 2 §5). */
async function checkWriteKey(ctx: AppContext, sent: string | undefined): Promise<WriteKey> {
  let key: WriteKey | null;
  try {
    key = parseWriteKey(sent);
  } catch (error) {
    if (error instanceof Error && error.message === LEGACY_WRITE_KEY) {
      throw new AppError(401, 'legacy_write_key', LEGACY_WRITE_KEY);
    }
    throw invalidKey();
  }
  if (!key || !sameSignature(await analyticsWriteKey(ctx), `${key.keyId}:${key.secret}`)) throw invalidKey();
  return key;
}

async function throttle(ctx: AppContext, key: string, limit: number): Promise<void> {
  const verdict = await ctx.rateLimiter.hit(`analytics:${key}`, limit, WINDOW_SECONDS);
  if (!verdict.allowed) {
    throw new ThrottledError('Слишком много событий аналитики. Попробуйте позже.', verdict.retryAfterSeconds);
  }
}

export interface IngestRequest {
  type: z.infer<typeof AnalyticsEventTypeSchema>;
  body: { event?: string; anonymousId?: string; userId?: string } & Record<string, unknown>;
  user: AuthUser | null;
  ip: string;
  writeKey: string | undefined;
}

/**
 * Stores one event (spec 2 §7 Analytics) once the sender is within its limits and has the write key.
 * The user is the token's, never the body's: a guest's `user_id` is dropped (issue 7, item 12).
 */
export async function ingest(ctx: AppContext, request: IngestRequest): Promise<void> {
  await throttle(ctx, `ip:${request.ip}`, ctx.config.ANALYTICS_EVENTS_PER_IP_MINUTE);
  const key = await checkWriteKey(ctx, request.writeKey);
  await throttle(ctx, `key:${key.keyId}`, ctx.config.ANALYTICS_EVENTS_PER_KEY_MINUTE);
  const { userId: _claimed, ...payload } = request.body;
  await ctx.db.insert(analyticsEvents).values({
    type: request.type,
    event: payload.event ?? null,
    anonymousId: payload.anonymousId ?? null,
    userId: request.user ? String(request.user.id) : null,
    payload,
  });
}
