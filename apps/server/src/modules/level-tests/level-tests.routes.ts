import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { listLevelTests, readLevelTest, submitLevelTest } from './level-tests.service.js';

/** Spec 1 §7 `/v1/student-level-tests/{id}/test/` (docs/level-tests-and-lottery.md). */
export function levelTestsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.levelTests.list, (request) =>
    listLevelTests(ctx.db, signedIn(request).id, request.query.classType),
  );
  route(app, contract.levelTests.test, (request) => readLevelTest(ctx.db, signedIn(request).id, request.params.id));
  route(app, contract.levelTests.submit, (request) =>
    submitLevelTest(ctx, signedIn(request).id, request.params.id, request.body),
  );
}
