import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const messagingContract = {
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox/',
    summary:
      'Messages the local e-mail and SMS adapters stored instead of sending; 404 unless asked from the server machine itself, in production or when a real adapter is set',
    tag: 'messaging',
    response: z.array(OutboxMessageSchema),
  }),
};
