import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { acceptVideoUploads, uploadLessonVideo } from './lesson-video.js';
import * as service from './staff-content.service.js';

const c = contract.staffContent;

/** The staff console's content area (issue 16, docs/staff-content.md): subjects, courses, lessons. */
export function staffContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // Its own scope: the video upload takes multipart forms.
  void app.register(async (scope) => {
    await acceptVideoUploads(scope, c.uploadLessonVideo);

    route(scope, c.classYears, () => service.classYears(db));
    route(scope, c.createClassYear, (r) => service.createClassYear(db, signedIn(r), r.body));
    route(scope, c.subjects, (r) => service.subjects(db, r.query));
    route(scope, c.createSubject, (r) => service.createSubject(db, signedIn(r), r.body));
    route(scope, c.updateSubject, (r) => service.updateSubject(db, signedIn(r), r.params.id, r.body));

    route(scope, c.courseTypes, () => service.courseTypes(db));
    route(scope, c.courses, (r) => service.courses(db, r.query));
    route(scope, c.course, (r) => service.course(db, r.params.id));
    route(scope, c.createCourse, (r) => service.createCourse(db, signedIn(r), r.body));
    route(scope, c.updateCourse, (r) => service.updateCourse(db, signedIn(r), r.params.id, r.body));
    route(scope, c.createMonth, (r) => service.createMonth(db, signedIn(r), r.params.id, r.body));

    route(scope, c.lessons, (r) => service.lessons(db, r.query));
    route(scope, c.lesson, (r) => service.lesson(db, r.params.id));
    route(scope, c.createLesson, (r) => service.createLesson(db, signedIn(r), r.body));
    route(scope, c.updateLesson, (r) => service.updateLesson(db, signedIn(r), r.params.id, r.body));
    route(scope, c.publishLesson, (r) => service.setPublished(db, signedIn(r), r.params.id, true));
    route(scope, c.unpublishLesson, (r) => service.setPublished(db, signedIn(r), r.params.id, false));
    route(scope, c.uploadLessonVideo, (r) => uploadLessonVideo(ctx, signedIn(r), r.params.id, r.reply.request));
  });
}
