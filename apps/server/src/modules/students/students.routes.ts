import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { findStudentProfile } from '../users/users.service.js';

export function studentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.students.balance, async (request) => {
    const profile = await findStudentProfile(ctx.db, signedIn(request).id);
    if (!profile) throw notFound('Профиль ученика не найден.');
    const { exp, umcoins, medals, keys, bonuses } = profile;
    // Limits are per deployment in the original; ours has none yet, which spec 1 §3 spells null.
    return {
      balance: { exp, umcoins, medals, keys, bonuses },
      limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
    };
  });
}
