import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

/** Jitsu-compatible ingest (spec 2 §7 Analytics): event types page, track, identify, group. */
export const AnalyticsEventTypeSchema = z.enum(['page', 'track', 'identify', 'group']);

/** One Jitsu event as the browser and server-side sources send it. */
export const AnalyticsEventSchema = z.object({
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
});

const params = z.object({ type: AnalyticsEventTypeSchema });
const response = z.object({ ok: z.boolean() });

export const analyticsContract = {
  ingest: endpoint({
    method: 'POST',
    path: '/s/:type',
    summary: "Store one browser event (the public write key); the user is the token's, a body userId is dropped",
    tag: 'analytics',
    params,
    body: AnalyticsEventSchema,
    response,
  }),
  ingestServer: endpoint({
    method: 'POST',
    path: '/s/s2s/:type',
    summary: 'Store one server-side event (the server-to-server key, never the browser key); it may name the userId',
    tag: 'analytics',
    params,
    body: AnalyticsEventSchema,
    response,
  }),
};
