import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import {
  findStudents,
  grantStudentAccess,
  productOptions,
  setBlocked,
  studentCard,
  studentResetLink,
} from './staff-people.service.js';
import { changeCheckerSubject, listCheckers } from './checkers.service.js';
import { assignTutorClient, endTutorClient, getTutor, listTutorClients, listTutors } from './tutors.service.js';
import { listModerators, moderatorBans, moderatorReports } from './moderators.service.js';

/** The staff console's people area (issue 16, docs/staff-people.md). */
export function staffPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const people = contract.staffPeople;
  route(app, people.students, (request) => findStudents(ctx.db, request.query));
  route(app, people.student, (request) => studentCard(ctx.db, request.params.id));
  route(app, people.grantAccess, (request) =>
    grantStudentAccess(ctx, signedIn(request), request.params.id, request.body),
  );
  route(app, people.passwordReset, (request) =>
    studentResetLink(ctx, signedIn(request), request.params.id, request.origin, request.body.sendEmail),
  );
  route(app, people.block, (request) => setBlocked(ctx, signedIn(request), request.params.id, request.body));
  route(app, people.products, (request) => productOptions(ctx.db, request.query.search));
  route(app, people.checkers, (request) => listCheckers(ctx.db, request.query));
  route(app, people.addCheckerSubject, (request) =>
    changeCheckerSubject(ctx, signedIn(request), request.params.id, request.body.classType, true),
  );
  route(app, people.removeCheckerSubject, (request) =>
    changeCheckerSubject(ctx, signedIn(request), request.params.id, request.params.classType, false),
  );
  route(app, people.tutors, (request) => listTutors(ctx.db, request.query));
  route(app, people.tutor, (request) => getTutor(ctx.db, request.params.id));
  route(app, people.tutorClients, (request) => listTutorClients(ctx.db, request.params.id, request.query));
  route(app, people.assignTutorClient, (request) =>
    assignTutorClient(ctx, signedIn(request), request.params.id, request.body),
  );
  route(app, people.endTutorClient, (request) =>
    endTutorClient(ctx, signedIn(request), request.params.id, request.params.clientId),
  );
  route(app, people.moderators, (request) => listModerators(ctx.db, request.query));
  route(app, people.moderatorBans, (request) => moderatorBans(ctx.db, request.params.id, request.query));
  route(app, people.moderatorReports, (request) => moderatorReports(ctx.db, request.params.id, request.query));
}
