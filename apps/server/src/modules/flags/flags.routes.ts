import type { FastifyInstance } from 'fastify';
import { asc, max } from 'drizzle-orm';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { FLAGS_CLIENT_KEY } from '../settings/variant.js';
import { featureFlags } from './flags.schema.js';

/** A GrowthBook-compatible features endpoint, so the real GrowthBook SDK is the client (spec 1 §1). */
export function flagsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.flags.features, async ({ params }) => {
    if (params.clientKey !== FLAGS_CLIENT_KEY) throw notFound('Неизвестный ключ клиента.');
    const rows = await ctx.db.select().from(featureFlags).orderBy(asc(featureFlags.key));
    const [latest] = await ctx.db.select({ at: max(featureFlags.updatedAt) }).from(featureFlags);
    const features = Object.fromEntries(
      rows.map((row) => [row.key, { defaultValue: row.defaultValue, rules: row.rules as Record<string, unknown>[] }]),
    );
    return { status: 200, features, dateUpdated: (latest?.at ?? new Date(0)).toISOString() };
  });
}
