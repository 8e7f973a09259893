import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { examResultsOf } from './results.service.js';

/** Spec 1 §7 `GET /students/exam-results/` (the /results page, spec 2 §2). */
export function resultsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.rewards.examResults, (request) => examResultsOf(ctx.db, signedIn(request).id));
}
