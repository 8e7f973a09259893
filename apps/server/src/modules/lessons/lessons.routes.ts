import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import * as lessons from './lessons.service.js';
import * as watch from './lesson-watch.service.js';

const c = contract.lessons;

/**
 * Spec 2 §7 Lessons and spec 3 §7 Lesson. Roles are the contract's; ownership is checked in the
 * services (a lesson the caller may not open answers 404).
 */
export function lessonsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { timeZone } = appSettings(ctx.config.VARIANT);
  route(app, c.list, (request) => lessons.listLessons(ctx.db, signedIn(request).id, request.query, new Date()));
  route(app, c.today, (request) => lessons.todayLessons(ctx.db, signedIn(request).id, new Date(), timeZone));
  route(app, c.byId, (request) => lessons.lessonById(ctx.db, signedIn(request), request.params.id, new Date()));
  route(app, c.byHash, (request) => lessons.lessonByHash(ctx.db, signedIn(request), request.params.hash, new Date()));
  route(app, c.homework, (request) =>
    lessons.lessonHomeworkProgress(ctx.db, signedIn(request), request.params.id, new Date()),
  );
  route(app, c.materials, (request) =>
    lessons.lessonMaterials(ctx.db, signedIn(request), request.params.id, new Date()),
  );
  route(app, c.subLessons, (request) =>
    lessons.lessonSubLessons(ctx.db, signedIn(request), request.params.id, new Date()),
  );
  route(app, c.feedback, (request) => watch.sendFeedback(ctx.db, signedIn(request), request.params.id, request.body));
  route(app, c.submission, (request) =>
    watch.submitWatchTime(ctx.db, signedIn(request).id, request.body, ctx.config.VARIANT),
  );
  route(app, c.setVideoLength, (request) =>
    watch.setVideoLength(ctx.db, signedIn(request), request.params.id, request.body.videoLength),
  );
  route(app, c.skipSubmission, (request) => watch.skipLesson(ctx.db, signedIn(request), request.params.id));
}
