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

export const flagsContract = {
  features: endpoint({
    method: 'GET',
    path: '/features/:clientKey',
    summary: 'Feature flags in the GrowthBook SDK format',
    rawCase: true,
    tag: 'flags',
    params: z.object({ clientKey: z.string().min(1).max(100) }),
    response: FeaturesPayloadSchema,
  }),
};
