import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

/**
 * The GrowthBook SDK fetches `{apiHost}/api/features/{clientKey}` (our API prefix is /api) and reads this
 * payload as it is, so the keys of this answer are GrowthBook's own (not converted).
 */
export const FeatureDefinitionSchema = z.object({
  defaultValue: z.unknown(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
});
export const FeaturesPayloadSchema = z.object({
  status: z.number().int(),
  features: z.record(z.string(), FeatureDefinitionSchema),
  dateUpdated: z.string(),
});
export type FeaturesPayload = z.infer<typeof FeaturesPayloadSchema>;

const ClientKeyParams = z.object({ clientKey: z.string().min(1).max(100) });
const recordOfAtMost = <T extends z.ZodType>(value: T, entries: number) =>
  z
    .record(z.string().max(200), value)
    .refine((record) => Object.keys(record).length <= entries, `Не больше ${entries} значений.`);

/** What the SDK posts for remote evaluation (GrowthBook's own keys: `fetchRemoteEvalCall`). */
export const RemoteEvalBodySchema = z.object({
  attributes: recordOfAtMost(z.unknown(), 50).default({}),
  forcedVariations: recordOfAtMost(z.number().int().min(0).max(100), 50).default({}),
  /** `[flagKey, value]` pairs (an array of pairs, not a tuple schema: the fuzz's generator reads these). */
  forcedFeatures: z
    .array(
      z
        .array(z.unknown())
        .length(2)
        .refine(([key]) => typeof key === 'string' && key.length <= 200, 'Ключ флага — строка до 200 символов.'),
    )
    .max(50)
    .default([]),
  url: z.string().max(2000).default(''),
});

/** Who may change a flag on a live deployment (docs/flags.md). */
export const FLAG_EDITORS = ['MAIN_MANAGER_ROLE', 'HEAD_MANAGER_ROLE'] as const;

export const FlagChangeSchema = z.object({
  defaultValue: z.unknown().refine((value) => value !== undefined, 'Обязательное поле.'),
  rules: z
    .array(z.record(z.string().max(200), z.unknown()))
    .max(50)
    .optional(),
  description: z.string().max(500).optional(),
});

export const flagsContract = {
  features: endpoint({
    method: 'GET',
    path: '/features/:clientKey',
    summary: 'Feature flags in the GrowthBook SDK format',
    rawCase: true,
    tag: 'flags',
    params: ClientKeyParams,
    response: FeaturesPayloadSchema,
  }),
  /**
   * Spec 1 §7 "an event stream subscription": GrowthBook's `{streamingHost}/sub/{clientKey}` (the web
   * app sets streamingHost to `{origin}/api`). A text/event-stream: `features` events carry the payload
   * of `features` (or `features-updated`, with nothing, when the SDK evaluates remotely); docs/flags.md.
   */
  stream: endpoint({
    method: 'GET',
    path: '/sub/:clientKey',
    summary: 'Server-sent events when feature flags change (GrowthBook streaming)',
    rawCase: true,
    tag: 'flags',
    params: ClientKeyParams,
    response: z.string().describe('text/event-stream'),
  }),
  /** Spec 1 §7 "remote evaluation": GrowthBook's `{apiHost}/api/eval/{clientKey}`, flags evaluated here. */
  remoteEval: endpoint({
    method: 'POST',
    path: '/eval/:clientKey',
    summary: 'Feature flags evaluated for the posted attributes (GrowthBook remote evaluation)',
    rawCase: true,
    tag: 'flags',
    params: ClientKeyParams,
    body: RemoteEvalBodySchema,
    response: FeaturesPayloadSchema,
  }),
  /** A flag's value and rules changed on the server; open pages get it through `stream`. */
  update: endpoint({
    method: 'PUT',
    path: '/flags/:key/',
    summary: 'Change a feature flag (value, GrowthBook rules)',
    rawCase: true,
    tag: 'flags',
    roles: FLAG_EDITORS,
    params: z.object({ key: z.string().min(1).max(100) }),
    body: FlagChangeSchema,
    response: z.object({
      key: z.string(),
      defaultValue: z.unknown(),
      rules: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
};
