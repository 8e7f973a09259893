import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { findStudentProfile } from '../users/users.service.js';
import { currencyLimits } from '../rewards/rewards.service.js';

export function studentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.students.balance, async (request) => {
    const profile = await findStudentProfile(ctx.db, signedIn(request).id);
    if (!profile) throw notFound('Профиль ученика не найден.');
    const { exp, umcoins, medals, keys, bonuses } = profile;
    // The cached columns: the ledger moves them in the transaction of each row (docs/rewards.md).
    const {
      umcoins: umcoinsLimit,
      medals: medalsLimit,
      keys: keysLimit,
      exp: expLimit,
      strike,
    } = await currencyLimits(ctx.db);
    return {
      balance: { exp, umcoins, medals, keys, bonuses },
      limits: { umcoins: umcoinsLimit, medals: medalsLimit, keys: keysLimit, exp: expLimit, strike },
    };
  });
}
