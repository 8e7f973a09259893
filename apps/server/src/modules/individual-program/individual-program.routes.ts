import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import {
  listPrograms,
  readGoals,
  readPlan,
  readProgram,
  switchAllPrograms,
  switchProgram,
  updateGoals,
} from './individual-program.service.js';

/** Goals and the individual program of spec 1 §3/§4/§7 (docs/individual-program.md). */
export function individualProgramRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = contract.individualProgram;
  route(app, api.goals, (request) => readGoals(ctx.db, signedIn(request).id));
  route(app, api.updateGoals, (request) => updateGoals(ctx, signedIn(request).id, request.body));
  route(app, api.programs, (request) => listPrograms(ctx.db, signedIn(request).id));
  route(app, api.program, (request) => readProgram(ctx.db, signedIn(request).id, request.params.productTypeId));
  route(app, api.switchProgram, (request) =>
    switchProgram(ctx, signedIn(request).id, request.params.productTypeId, request.body.status),
  );
  route(app, api.globalSwitch, (request) => switchAllPrograms(ctx, signedIn(request).id, request.body.status));
  route(app, api.plan, (request) => readPlan(ctx.db, signedIn(request).id));
}
