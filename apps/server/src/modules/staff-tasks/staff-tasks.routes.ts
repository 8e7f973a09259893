import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { commitImport, previewImport } from './staff-import.service.js';
import {
  createTask,
  getTask,
  lessonHomework,
  listTasks,
  setLessonHomework,
  updateTask,
} from './staff-tasks.service.js';

/** The staff console's task bank, homework builder and bulk import (issue 16, docs/staff-tasks.md). */
export function staffTasksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = contract.staffTasks;
  route(app, c.tasks, (request) => listTasks(ctx.db, request.query));
  route(app, c.task, (request) => getTask(ctx.db, request.params.id));
  route(app, c.createTask, (request) => createTask(ctx.db, signedIn(request), request.body));
  route(app, c.updateTask, (request) => updateTask(ctx.db, signedIn(request), request.params.id, request.body));
  route(app, c.lessonHomework, (request) => lessonHomework(ctx.db, request.params.id));
  route(app, c.setLessonHomework, (request) =>
    setLessonHomework(ctx.db, signedIn(request), request.params.id, request.body),
  );
  route(app, c.importPreview, (request) => previewImport(ctx.db, request.body));
  route(app, c.importCommit, (request) => commitImport(ctx.db, signedIn(request), request.body));
}
