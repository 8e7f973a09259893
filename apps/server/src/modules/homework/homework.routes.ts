import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { checkingQueue, checkingSubjects, checkSubmission } from './checking.service.js';
import { acceptEditorUploads, saveEditorUpload } from './editor-upload.js';
import { listHomework } from './homework-list.service.js';
import { openHomework, saveAnswer, submissionById, workOnBugs } from './homework-student.service.js';
import { closeRanOutTimers, submitHomework } from './homework-submit.service.js';
import { startTimerSweep } from './homework-timer.js';
import { personalWorksRoutes } from './personal-works/personal-works.routes.js';
import { HOMEWORK_TYPES, taskNumbers, topics } from './task-bank/task-bank.service.js';

const c = contract.homework;

/** Homework (issue 10, docs/homework.md): its own scope, because the editor upload takes multipart forms. */
export function homeworkRoutes(ctx: AppContext) {
  const variant = ctx.config.VARIANT;
  return async (app: FastifyInstance): Promise<void> => {
    await acceptEditorUploads(app, c.editorUpload);
    const sweep = startTimerSweep(ctx.db, variant, app.log);
    app.addHook('onClose', () => sweep.stop());
    route(app, c.types, () => Promise.resolve(HOMEWORK_TYPES));
    route(app, c.taskNumbers, (request) => taskNumbers(ctx.db, request.query.classType));
    route(app, c.topics, (request) => topics(ctx.db, request.query.classType));
    route(app, c.list, async (request) => {
      const studentId = signedIn(request).id;
      await closeRanOutTimers(ctx.db, variant, new Date(), { studentId });
      return listHomework(ctx.db, studentId, request.query);
    });
    route(app, c.detail, (request) => openHomework(ctx.db, signedIn(request), request.params.id, variant));
    route(app, c.saveAnswer, (request) =>
      saveAnswer(ctx.db, signedIn(request).id, request.params.id, request.params.taskId, request.body, variant),
    );
    route(app, c.submit, (request) =>
      submitHomework(ctx.db, signedIn(request), request.params.id, request.body.answers, variant),
    );
    route(app, c.workOnBugs, (request) => workOnBugs(ctx.db, signedIn(request), request.params.id));
    route(app, c.submission, (request) => submissionById(ctx.db, signedIn(request), request.params.id, variant));
    route(app, c.checkingQueue, (request) => checkingQueue(ctx.db, signedIn(request), request.query));
    route(app, c.checkingSubjects, (request) => checkingSubjects(ctx.db, signedIn(request)));
    route(app, c.check, (request) =>
      checkSubmission(ctx.db, signedIn(request), request.params.id, request.body, variant),
    );
    route(app, c.editorUpload, (request) => saveEditorUpload(ctx, request.reply.request));
    personalWorksRoutes(app, ctx);
  };
}
