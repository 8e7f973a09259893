import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { answerPolls, listModals, viewModal } from './modals.service.js';

/** Spec 1 §7 global modals and corner polls of a student (docs/modals-and-polls.md). */
export function modalsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const variant = ctx.config.VARIANT;
  route(app, contract.studentModals.list, (request) =>
    listModals(ctx.db, signedIn(request).id, variant, request.query),
  );
  route(app, contract.studentModals.markViewed, (request) =>
    viewModal(ctx.db, signedIn(request).id, variant, request.params.id),
  );
  route(app, contract.studentModals.answerPolls, (request) =>
    answerPolls(ctx.db, signedIn(request).id, variant, request.body.pollsAnswers),
  );
}
