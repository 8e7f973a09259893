import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import {
  answerTask,
  finishTraining,
  recentTrainings,
  retryMistakes,
  startTraining,
  trainingDetail,
  trainingResult,
  trainingSubjects,
} from './training.service.js';

const c = contract.training;

/** Practice over the task bank (spec 2 §2 "training"; docs/training.md). */
export function trainingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, c.subjects, () => trainingSubjects(ctx.db));
  route(app, c.list, (request) => recentTrainings(ctx.db, signedIn(request).id, request.query.limit));
  route(app, c.create, (request) => startTraining(ctx.db, signedIn(request).id, request.body));
  route(app, c.detail, (request) => trainingDetail(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.answer, (request) =>
    answerTask(
      ctx.db,
      signedIn(request).id,
      request.params.id,
      request.params.taskId,
      request.body.value,
      ctx.config.VARIANT,
    ),
  );
  route(app, c.finish, (request) => finishTraining(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.result, (request) => trainingResult(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.retry, (request) => retryMistakes(ctx.db, signedIn(request).id, request.params.id));
}
