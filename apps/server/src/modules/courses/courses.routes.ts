import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { progressSource } from '../lessons/lessons.service.js';
import { myProductTypes } from './courses.service.js';

/** Spec 2 §7 Products: the student's product types (the subjects screen, spec 2 §2 /lessons). */
export function coursesRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.courses.myProductTypes, (request) => {
    const studentId = signedIn(request).id;
    const now = new Date();
    return myProductTypes(ctx.db, studentId, now, progressSource(ctx.db, studentId, now));
  });
}
