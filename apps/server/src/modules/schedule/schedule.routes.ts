import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import { timetable } from './schedule.service.js';

/** Spec 2 §7 Lessons and schedule: the student's calendar month. */
export function scheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { timeZone } = appSettings(ctx.config.VARIANT);
  route(app, contract.schedule.timetable, (request) =>
    timetable(ctx.db, signedIn(request).id, request.query, new Date(), timeZone),
  );
}
