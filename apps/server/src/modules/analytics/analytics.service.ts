import {
  LEGACY_WRITE_KEY,
  parseWriteKey,
  type AnalyticsEventSchema,
  type AnalyticsEventTypeSchema,
  type WriteKey,
} from '@school/contract';
import type { z } from 'zod';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
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

const keyText = (key: WriteKey) => `${key.keyId}:${key.secret}`;

/**
 * The key of ANALYTICS_S2S_KEY, for server-side sources (spec 2 §7 `/api/s/s2s/{type}`): checked at
 * start like the browser key and refused when it is the browser key, which every visitor can read.
 * Unset, no server source is configured and every server-side event is refused.
 */
export function configuredServerKey(
  config: Pick<Config, 'ANALYTICS_WRITE_KEY' | 'ANALYTICS_S2S_KEY'>,
): WriteKey | null {
  const key = parseWriteKey(config.ANALYTICS_S2S_KEY);
  const browser = configuredWriteKey(config);
  if (key && browser && keyText(key) === keyText(browser)) {
    throw new Error('ANALYTICS_S2S_KEY must differ from ANALYTICS_WRITE_KEY: the browser key is public');
  }
  return key;
}

const generatedKeys = new WeakMap<AppContext, Promise<string>>();

/**
 * The write key this deployment accepts: ANALYTICS_WRITE_KEY, or one generated on first start and
 * kept in the database, so every process agrees on it. The web app gets it from `/settings/app/`.
 */
export function analyticsWriteKey(ctx: AppContext): Promise<string> {
  const configured = configuredWriteKey(ctx.config);
  if (configured) return Promise.resolve(keyText(configured));
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

/** The sent X-Write-Key is the expected key; a legacy key is named as such (spec 2 §5). */
function checkWriteKey(expected: string | null, sent: string | undefined): WriteKey {
  let key: WriteKey | null;
  try {
    key = parseWriteKey(sent);
  } catch (error) {
    if (error instanceof Error && error.message === LEGACY_WRITE_KEY) {
      throw new AppError(401, 'legacy_write_key', LEGACY_WRITE_KEY);
    }
    throw invalidKey();
  }
  if (!key || !expected || !sameSignature(expected, keyText(key))) throw invalidKey();
  return key;
}

async function throttle(ctx: AppContext, key: string, limit: number): Promise<void> {
  const verdict = await ctx.rateLimiter.hit(`analytics:${key}`, limit, WINDOW_SECONDS);
  if (!verdict.allowed) {
    throw new ThrottledError('Слишком много событий аналитики. Попробуйте позже.', verdict.retryAfterSeconds);
  }
}

/** Who sent the event: a browser with the public write key, or a server with the server-to-server key. */
export type EventSource = 'browser' | 'server';

export interface IngestRequest {
  source: EventSource;
  type: z.infer<typeof AnalyticsEventTypeSchema>;
  body: z.infer<typeof AnalyticsEventSchema>;
  user: AuthUser | null;
  ip: string;
  writeKey: string | undefined;
}

/** A browser is limited per address before its key is looked at; a server only when its key is wrong. */
async function checkSender(ctx: AppContext, request: IngestRequest): Promise<WriteKey> {
  const perIp = () => throttle(ctx, `ip:${request.ip}`, ctx.config.ANALYTICS_EVENTS_PER_IP_MINUTE);
  if (request.source === 'browser') {
    await perIp();
    return checkWriteKey(await analyticsWriteKey(ctx), request.writeKey);
  }
  const expected = configuredServerKey(ctx.config);
  try {
    return checkWriteKey(expected ? keyText(expected) : null, request.writeKey);
  } catch (error) {
    await perIp();
    throw error;
  }
}

/**
 * Stores one event (spec 2 §7 Analytics) once the sender is within its limits and has its key.
 * A browser's user is the token's, never the body's: a guest's `user_id` is dropped (issue 7,
 * item 12). Only a server source, holding the server-to-server key, names the user itself.
 */
export async function ingest(ctx: AppContext, request: IngestRequest): Promise<void> {
  const key = await checkSender(ctx, request);
  await throttle(ctx, `${request.source}-key:${key.keyId}`, ctx.config.ANALYTICS_EVENTS_PER_KEY_MINUTE);
  const { userId: claimed, ...payload } = request.body;
  const browserUser = request.user ? String(request.user.id) : null;
  await ctx.db.insert(analyticsEvents).values({
    type: request.type,
    event: payload.event ?? null,
    anonymousId: payload.anonymousId ?? null,
    userId: request.source === 'server' ? (claimed ?? null) : browserUser,
    payload,
  });
}

/** Page views a server source writes for these students at these times (the demo's past weeks). */
export async function insertPageViews(db: Tx, views: { userId: number; at: Date; path: string }[]): Promise<void> {
  if (views.length === 0) return;
  await db.insert(analyticsEvents).values(
    views.map(({ userId, at, path }) => ({
      type: 'page',
      event: 'page_view',
      userId: String(userId),
      payload: { event: 'page_view', properties: { path } },
      receivedAt: at,
    })),
  );
}

/** Whether the student has opened any page signed in. */
export async function hasPageViews(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, 'page_view'), eq(analyticsEvents.userId, String(userId))))
    .limit(1);
  return row !== undefined;
}

/**
 * The staff dashboard (docs/staff-dashboard.md): per day of `timeZone` since `from`, how many students
 * opened a page signed in. Reads `analytics_events_event_idx` (event, received_at).
 */
export async function dailyActiveStudents(db: Tx, from: Date, timeZone: string) {
  const e = analyticsEvents;
  return db
    .select({
      day: sql<string>`to_char(${e.receivedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      count: sql<number>`count(distinct ${e.userId})`.mapWith(Number),
    })
    .from(e)
    .where(
      and(
        eq(e.event, 'page_view'),
        gte(e.receivedAt, from),
        // user_id is text (a server source may name anyone): only ids of students count.
        sql`exists (select 1 from users u where u.id::text = ${e.userId} and u.role = 'STUDENT_ROLE')`,
      ),
    )
    .groupBy(sql`1`);
}
