import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { SIGNED_IN } from '../roles.js';
import { WebPushBodySchema } from './webpush.schema.js';

const tag = 'webpush';

/** Spec 3 §4, §7: the browser's push subscription, stored after login and removed on logout. */
export const webPushContract = {
  subscribe: endpoint({
    method: 'POST',
    path: '/v2/core/webpush/subscribe/',
    summary:
      'Stores the browser push subscription for the signed-in user; an endpoint already stored moves to the caller',
    tag,
    roles: SIGNED_IN,
    status: 201,
    body: WebPushBodySchema,
    response: z.object({}),
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/v2/core/webpush/unsubscribe/',
    summary: "Removes the caller's own subscription with this endpoint (idempotent; others' are untouched)",
    tag,
    roles: SIGNED_IN,
    body: WebPushBodySchema,
    response: z.object({}),
  }),
};
