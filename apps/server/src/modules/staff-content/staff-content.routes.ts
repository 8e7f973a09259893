import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { acceptVideoUploads, uploadLessonVideo } from './lesson-video.js';
import * as service from './staff-content.service.js';
import * as decks from './staff-decks.service.js';
import * as theory from './staff-theory.service.js';

const c = contract.staffContent;

/** The staff console's content area (issue 16, docs/staff-content.md): subjects, courses, lessons,
 * theory for tutors, memory-card decks. */
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
    route(scope, c.updateMonth, (r) => service.updateMonth(db, signedIn(r), r.params.id, r.body));
    route(scope, c.deleteMonth, (r) => service.deleteMonth(db, signedIn(r), r.params.id));

    route(scope, c.lessons, (r) => service.lessons(db, r.query));
    route(scope, c.lesson, (r) => service.lesson(db, r.params.id));
    route(scope, c.createLesson, (r) => service.createLesson(db, signedIn(r), r.body));
    route(scope, c.updateLesson, (r) => service.updateLesson(db, signedIn(r), r.params.id, r.body));
    route(scope, c.publishLesson, (r) => service.setPublished(db, signedIn(r), r.params.id, true));
    route(scope, c.unpublishLesson, (r) => service.setPublished(db, signedIn(r), r.params.id, false));
    route(scope, c.uploadLessonVideo, (r) => uploadLessonVideo(ctx, signedIn(r), r.params.id, r.reply.request));

    route(scope, c.theoryTopics, (r) => theory.theoryTopics(db, r.query));
    route(scope, c.theoryTopic, (r) => theory.theoryTopic(db, r.params.id));
    route(scope, c.createTheoryTopic, (r) => theory.createTheoryTopic(db, signedIn(r), r.body));
    route(scope, c.updateTheoryTopic, (r) => theory.updateTheoryTopic(db, signedIn(r), r.params.id, r.body));
    route(scope, c.orderSubTheories, (r) => theory.orderSubTheories(db, signedIn(r), r.params.id, r.body.subTheories));
    route(scope, c.createSubTheory, (r) => theory.createSubTheory(db, signedIn(r), r.params.id, r.body));
    route(scope, c.updateSubTheory, (r) => theory.updateSubTheory(db, signedIn(r), r.params.id, r.body));
    route(scope, c.deleteSubTheory, (r) => theory.deleteSubTheory(db, signedIn(r), r.params.id));

    route(scope, c.decks, (r) => decks.deckList(db, r.query));
    route(scope, c.deck, (r) => decks.deck(db, r.params.id));
    route(scope, c.createDeck, (r) => decks.createDeck(db, signedIn(r), r.body));
    route(scope, c.updateDeck, (r) => decks.updateDeck(db, signedIn(r), r.params.id, r.body));
    route(scope, c.createCard, (r) => decks.createCard(db, signedIn(r), r.params.id, r.body));
    route(scope, c.updateCard, (r) => decks.updateCard(db, signedIn(r), r.params.id, r.body));
    route(scope, c.orderCards, (r) => decks.orderCards(db, signedIn(r), r.params.id, r.body.cards));
    route(scope, c.deleteCard, (r) => decks.deleteCard(db, signedIn(r), r.params.id));
  });
}
