import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { getClientOverview } from './client-overview.js';
import * as lectures from './lectures.service.js';
import * as student from './student-lectures.service.js';
import * as theory from './theory.service.js';

const c = contract.lectures;

/** Issue 12: theory and lectures for tutors (spec 3 §7), the client's overview, and the student's lectures. */
export function lecturesRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, c.clientOverview, (request) => getClientOverview(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.theory, (request) => theory.listTheory(ctx.db, request.query));
  route(app, c.theoryTopic, (request) => theory.getTopic(ctx.db, request.params.id));
  route(app, c.subTheory, (request) => theory.getSubTheory(ctx.db, request.params.id));
  route(app, c.lectures, (request) => lectures.listLectures(ctx.db, signedIn(request).id, request.query));
  route(app, c.createLecture, (request) => lectures.createLecture(ctx.db, signedIn(request).id, request.body));
  route(app, c.lecture, (request) => lectures.getLecture(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.updateLecture, (request) =>
    lectures.updateLecture(ctx.db, signedIn(request).id, request.params.id, request.body),
  );
  route(app, c.deleteLecture, (request) => lectures.deleteLecture(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.studentLectures, (request) => student.listStudentLectures(ctx.db, signedIn(request).id, request.query));
  route(app, c.studentLecture, (request) => student.getStudentLecture(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.studentLectureViewed, (request) =>
    student.markLectureViewed(ctx.db, signedIn(request).id, request.params.id),
  );
}
