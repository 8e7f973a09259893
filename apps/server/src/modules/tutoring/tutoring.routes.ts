import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { clientSlots, freeSlots, saveClientSlots, saveTutorSlots, tutorSlots } from './availability.service.js';
import { lessonBalance } from './balance.service.js';
import { cancelBooking, confirmBooking, createBooking, getBooking } from './booking.service.js';
import { clientCard, tutorCard } from './cards.service.js';
import {
  personLessons,
  rescheduleLesson,
  schedulesWithNext,
  setLessonStatus,
  setScheduleState,
  tutorLessons,
} from './lessons.service.js';
import { requireStudent, requireTutor } from './people.js';

const c = contract.tutoring;

/** The slots service (spec 1 §9; docs/tutor-and-manager.md "Slots, schedules and bookings"). */
export function tutoringRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const variant = ctx.config.VARIANT;
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).id;

  // The tutor.
  route(app, c.tutorSlots, (r) => tutorSlots(db, me(r)));
  route(app, c.saveTutorSlots, (r) => saveTutorSlots(db, me(r), r.body, new Date()));
  route(app, c.tutorLessons, (r) => tutorLessons(db, me(r), r.query, new Date()));
  route(app, c.setLessonStatus, (r) => setLessonStatus(db, 'tutor', me(r), r.params.id, r.body, new Date()));

  // The manager (MANAGER_CS).
  route(app, c.clientCard, (r) => clientCard(db, r.params.id, variant, new Date()));
  route(app, c.clientSlots, (r) => clientSlots(db, r.params.id, variant));
  route(app, c.saveClientSlots, (r) => saveClientSlots(db, r.params.id, r.body, variant, new Date()));
  route(app, c.freeSlots, (r) => freeSlots(db, r.params.id, r.query.tutor, variant, new Date()));
  route(app, c.clientSchedules, async (r) => {
    await requireStudent(db, r.params.id);
    return schedulesWithNext(db, { studentId: r.params.id }, new Date());
  });
  route(app, c.clientLessons, async (r) => {
    await requireStudent(db, r.params.id);
    return personLessons(db, { studentId: r.params.id }, r.query, new Date());
  });
  route(app, c.clientBalance, async (r) => {
    await requireStudent(db, r.params.id);
    return lessonBalance(db, r.params.id);
  });
  route(app, c.tutorCard, (r) => tutorCard(db, r.params.id, new Date()));
  route(app, c.tutorLessonsForManager, async (r) => {
    await requireTutor(db, r.params.id);
    return personLessons(db, { tutorId: r.params.id }, r.query, new Date());
  });
  route(app, c.createBooking, (r) => createBooking(db, me(r), r.body, variant, new Date()));
  route(app, c.booking, (r) => getBooking(db, me(r), r.params.id, new Date()));
  route(app, c.confirmBooking, (r) => confirmBooking(db, me(r), r.params.id, variant, new Date()));
  route(app, c.cancelBooking, (r) => cancelBooking(db, me(r), r.params.id));
  route(app, c.setScheduleState, (r) => setScheduleState(db, r.params.id, r.body.state, new Date()));
  route(app, c.setLessonStatusForManager, (r) =>
    setLessonStatus(db, 'manager', me(r), r.params.id, r.body, new Date()),
  );
  route(app, c.rescheduleLesson, (r) => rescheduleLesson(db, r.params.id, r.body.startsAt, new Date()));
}
