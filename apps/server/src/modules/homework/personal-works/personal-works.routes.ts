import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../../context.js';
import { route, signedIn } from '../../../plugins/route.js';
import {
  createOwnTask,
  deleteOwnTask,
  getMaterial,
  listMaterials,
  updateOwnTask,
} from '../task-bank/materials.service.js';
import { assignWork, listAssignments, submissionDetail, submissionInfo, unassign } from './assignments.service.js';
import {
  createSelfStudy,
  deleteSelfStudy,
  getSelfStudy,
  listSelfStudies,
  updateSelfStudy,
} from './self-studies.service.js';

const m = contract.materials;
const c = contract.personalWorks;

/** The tutor's task bank, personal works and assignments (issue 12, docs/tutor-and-manager.md). */
export function personalWorksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const variant = ctx.config.VARIANT;
  route(app, m.tasks, (request) => listMaterials(db, signedIn(request), request.query));
  route(app, m.task, (request) => getMaterial(db, signedIn(request), request.params.id));
  route(app, m.createTask, (request) => createOwnTask(db, signedIn(request), request.body));
  route(app, m.updateTask, (request) => updateOwnTask(db, signedIn(request), request.params.id, request.body));
  route(app, m.deleteTask, (request) => deleteOwnTask(db, signedIn(request), request.params.id));

  route(app, c.list, (request) => listSelfStudies(db, signedIn(request), request.query));
  route(app, c.create, (request) => createSelfStudy(db, signedIn(request), request.body));
  route(app, c.get, (request) => getSelfStudy(db, signedIn(request), request.params.id));
  route(app, c.update, (request) => updateSelfStudy(db, signedIn(request), request.params.id, request.body));
  route(app, c.remove, (request) => deleteSelfStudy(db, signedIn(request), request.params.id));

  route(app, c.assign, (request) => assignWork(db, signedIn(request), request.body, variant));
  route(app, c.submissions, (request) => listAssignments(db, signedIn(request), request.query, variant));
  route(app, c.submission, (request) => submissionDetail(db, signedIn(request), request.params.id, variant));
  route(app, c.submissionInfo, (request) => submissionInfo(db, signedIn(request), request.params.id, variant));
  route(app, c.unassign, (request) => unassign(db, signedIn(request), request.params.id));
}
