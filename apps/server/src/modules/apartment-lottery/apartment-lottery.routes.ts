import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { listEntries, readEntry, reviewEntry, submitPoints } from './apartment-lottery.service.js';

/** The apartment lottery (spec 1 §7 statuses; docs/level-tests-and-lottery.md). */
export function apartmentLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.apartmentLottery.entry, (request) => readEntry(ctx.db, signedIn(request).id));
  route(app, contract.apartmentLottery.submitPoints, (request) =>
    submitPoints(ctx.db, signedIn(request).id, request.body),
  );
  route(app, contract.apartmentLottery.staffList, (request) => listEntries(ctx.db, request.query));
  route(app, contract.apartmentLottery.review, (request) =>
    reviewEntry(ctx.db, signedIn(request).id, request.params.id, request.body),
  );
}
