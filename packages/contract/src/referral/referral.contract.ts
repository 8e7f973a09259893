import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

const tag = 'referral';
const STUDENT = ['STUDENT_ROLE'] as const;

export const referralContract = {
  invite: endpoint({
    method: 'GET',
    path: '/v2/students/referral/',
    summary: "The student's invite link, the discount a friend gets and the bonus the student earns",
    tag,
    roles: STUDENT,
    response: z.object({
      referralId: z.string(),
      link: z.string(),
      friendDiscountPercent: z.number().int(),
      referrerBonus: z.number().int(),
      invitedCount: z.number().int(),
      bonusesBalance: z.number().int(),
      available: z.boolean(),
      unavailableReason: z.string().nullable(),
    }),
  }),
  history: endpoint({
    method: 'GET',
    path: '/v2/students/referral/history/',
    summary: 'Bonuses earned and used, newest first',
    tag,
    roles: STUDENT,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: z.object({
      count: z.number().int(),
      results: z.array(
        z.object({
          id: z.number().int(),
          kind: z.enum(['earned', 'used']),
          amount: z.number().int(),
          description: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
  }),
};
