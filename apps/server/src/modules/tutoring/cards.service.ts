import { isUpcoming, normaliseSlots, type ClientCard, type TutorCard, type Variant } from '@school/contract';
import type { Db } from '../../db/client.js';
import { clientLinksOfStudent, clientLinksOfTutor, tutorSubjects } from '../tutor/tutor.service.js';
import { tutorBusy } from './availability.service.js';
import { lessonBalance } from './balance.service.js';
import { horizonEnd } from './booking.service.js';
import { schedulesWithNext, topUp } from './lessons.service.js';
import { clientZone, fullName, namesOf, requireStudent, requireTutor, tutorZone } from './people.js';
import { presentLessons } from './present.js';
import * as repo from './tutoring.repo.js';
import { fromKey } from './week-time.js';

const UPCOMING_ON_CARD = 10;

/** `GET /manager/clients/{id}/`: everything the manager books with, on one card. */
export async function clientCard(db: Db, clientId: number, variant: Variant, now: Date): Promise<ClientCard> {
  const student = await requireStudent(db, clientId);
  await topUp(db, { studentId: clientId }, now);
  const [zone, links, availability, schedules, balance, lessons] = await Promise.all([
    clientZone(db, clientId, variant),
    clientLinksOfStudent(db, clientId),
    repo.findAvailability(db, clientId),
    schedulesWithNext(db, { studentId: clientId }, now),
    lessonBalance(db, clientId),
    repo.listLessons(db, { studentId: clientId, from: now, to: horizonEnd(now) }),
  ]);
  const names = await namesOf(
    db,
    links.map((link) => link.tutorId),
  );
  const upcoming = lessons.filter((lesson) => isUpcoming(lesson.status));
  return {
    id: student.id,
    fullName: fullName(student),
    email: student.email,
    phone: student.phone,
    timeZone: zone,
    tutors: links.map((link) => ({
      id: link.tutorId,
      fullName: names.get(link.tutorId) ?? '',
      tutorClientId: link.id,
      classTypeId: link.classTypeId,
      status: link.status,
      lessonsPerWeek: link.lessonsPerWeek,
    })),
    slots: normaliseSlots((availability?.slots ?? []).map(fromKey)),
    schedules,
    balance,
    upcomingLessons: await presentLessons(db, upcoming.slice(0, UPCOMING_ON_CARD)),
  };
}

/** `GET /manager/tutors/{id}/`: the tutor's grid, what holds it, their schedules and clients. */
export async function tutorCard(db: Db, tutorId: number, now: Date): Promise<TutorCard> {
  const tutor = await requireTutor(db, tutorId);
  const zone = await tutorZone(db, tutorId);
  const [availability, busy, schedules, links, subjects] = await Promise.all([
    repo.findAvailability(db, tutorId),
    tutorBusy(db, tutorId, zone, now),
    schedulesWithNext(db, { tutorId }, now),
    clientLinksOfTutor(db, tutorId),
    tutorSubjects(db, tutorId),
  ]);
  const names = await namesOf(
    db,
    links.map((link) => link.studentId),
  );
  return {
    id: tutor.id,
    fullName: fullName(tutor),
    email: tutor.email,
    timeZone: zone,
    subjects,
    slots: normaliseSlots((availability?.slots ?? []).map(fromKey)),
    doubleLessonDays: [...(availability?.doubleLessonDays ?? [])].sort(),
    busy,
    schedules,
    clients: links.map((link) => ({
      id: link.studentId,
      fullName: names.get(link.studentId) ?? '',
      tutorClientId: link.id,
      status: link.status,
    })),
  };
}
