import { asc, eq, max } from 'drizzle-orm';
import { GrowthBook, type FeatureDefinition } from '@growthbook/growthbook';
import type { FeaturesPayload } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { notFound } from '../../plugins/errors.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import { featureFlags } from './flags.schema.js';

/** The GrowthBook payload of every flag: what `/features/{clientKey}` answers and the stream pushes. */
export async function featuresPayload(db: Db): Promise<FeaturesPayload> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  const [latest] = await db.select({ at: max(featureFlags.updatedAt) }).from(featureFlags);
  const features = Object.fromEntries(
    rows.map((row) => [row.key, { defaultValue: row.defaultValue, rules: row.rules as Record<string, unknown>[] }]),
  );
  return { status: 200, features, dateUpdated: (latest?.at ?? new Date(0)).toISOString() };
}

export interface RemoteEvalInput {
  attributes: Record<string, unknown>;
  forcedVariations: Record<string, number>;
  /** `[flagKey, value]` pairs, each checked by the contract. */
  forcedFeatures: unknown[][];
  url: string;
}

/**
 * GrowthBook remote evaluation (spec 1 §7): every flag evaluated here for the posted attributes and
 * answered as a forced value, so rules and experiment weights never reach the browser. An experiment
 * the visitor was bucketed into travels as the rule's `tracks`, and the SDK reports the exposure as
 * if it had evaluated the experiment itself.
 */
export async function evaluateFeatures(db: Db, input: RemoteEvalInput): Promise<FeaturesPayload> {
  const payload = await featuresPayload(db);
  const gb = new GrowthBook({
    attributes: input.attributes,
    forcedVariations: input.forcedVariations,
    url: input.url || undefined,
  });
  await gb.setPayload({ features: payload.features as Record<string, FeatureDefinition> });
  gb.setForcedFeatures(new Map(input.forcedFeatures.map(([key, value]) => [String(key), value])));
  const features: FeaturesPayload['features'] = {};
  for (const key of Object.keys(payload.features)) {
    const result = gb.evalFeature(key);
    const rule: Record<string, unknown> = { force: result.value };
    if (result.experiment && result.experimentResult?.inExperiment) {
      rule.tracks = [{ experiment: result.experiment, result: result.experimentResult }];
    }
    features[key] = { defaultValue: result.value, rules: result.source === 'defaultValue' ? [] : [rule] };
  }
  gb.destroy();
  return { ...payload, features };
}

export interface FlagChange {
  defaultValue: unknown;
  rules?: Record<string, unknown>[];
  description?: string;
}

/** A manager changes a flag; open pages learn it through the stream (docs/flags.md). */
export async function updateFlag(db: Tx, key: string, change: FlagChange): Promise<void> {
  const updated = await db
    .update(featureFlags)
    .set({
      defaultValue: change.defaultValue,
      ...(change.rules ? { rules: change.rules } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      updatedAt: new Date(),
    })
    .where(eq(featureFlags.key, key))
    .returning({ key: featureFlags.key });
  if (!updated.length) throw notFound('Такого флага нет.');
}

/**
 * A flag change by a person, whichever endpoint they used (`PUT /flags/:key/` or the console's):
 * the change and its audit record in one transaction (docs/staff-engagement.md). Answers the row.
 */
export async function changeFlagAudited(db: Db, actor: AuthUser, key: string, change: FlagChange) {
  return db.transaction(async (tx) => {
    const [before] = await listFlags(tx, key);
    if (!before) throw notFound('Такого флага нет.');
    await updateFlag(tx, key, change);
    const changes = changedFields(
      { defaultValue: before.defaultValue, rules: before.rules, description: before.description },
      { defaultValue: change.defaultValue, rules: change.rules, description: change.description },
    );
    await recordAudit(tx, actor, { action: 'flag.update', entity: 'flag', entityId: key, changes });
    const [after] = await listFlags(tx, key);
    return after!;
  });
}

/** Every flag as the staff console lists it (docs/staff-engagement.md); the table holds a few dozen. */
export function listFlags(db: Tx, key?: string) {
  return db
    .select()
    .from(featureFlags)
    .where(key === undefined ? undefined : eq(featureFlags.key, key))
    .orderBy(asc(featureFlags.key));
}
