import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

/** Jitsu-compatible ingest (spec 2 §7 Analytics): event types page, track, identify, group. */
export const AnalyticsEventTypeSchema = z.enum(['page', 'track', 'identify', 'group']);

export const analyticsContract = {
  ingest: endpoint({
    method: 'POST',
    path: '/s/:type',
    summary: 'Store one analytics event',
    tag: 'analytics',
    params: z.object({ type: AnalyticsEventTypeSchema }),
    body: z.object({
      event: z.string().max(200).optional(),
      messageId: z.string().max(100).optional(),
      groupId: z.string().max(100).optional(),
      traits: z.record(z.string(), z.unknown()).optional(),
      sentAt: z.string().max(50).optional(),
      anonymousId: z.string().max(100).optional(),
      userId: z.string().max(100).optional(),
      properties: z.record(z.string(), z.unknown()).optional(),
      context: z.record(z.string(), z.unknown()).optional(),
      timestamp: z.string().max(50).optional(),
    }),
    response: z.object({ ok: z.boolean() }),
  }),
};
