import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

const CurrencyAmounts = z.object({
  exp: z.number().int(),
  umcoins: z.number().int(),
  medals: z.number().int(),
  keys: z.number().int(),
  bonuses: z.number().int(),
});

/** Spec 1 §3 Balance; a null limit means unlimited. */
export const StudentBalanceSchema = z.object({
  balance: CurrencyAmounts,
  limits: z.object({
    umcoins: z.number().int().nullable(),
    medals: z.number().int().nullable(),
    keys: z.number().int().nullable(),
    exp: z.number().int().nullable(),
    strike: z.number().int().nullable(),
  }),
});
export type StudentBalance = z.infer<typeof StudentBalanceSchema>;

export const studentsContract = {
  balance: endpoint({
    method: 'GET',
    path: '/v2/students/student-balance/',
    summary: 'Currency balances of the signed-in student',
    tag: 'students',
    roles: ['STUDENT_ROLE'],
    response: StudentBalanceSchema,
  }),
};
