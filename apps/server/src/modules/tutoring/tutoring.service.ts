// The tutoring module's public face for other modules (the student's timetable, demo data).
import type { TutoringLessonStatus } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { clientLinksOfStudent } from '../tutor/tutor.service.js';
import { topUp } from './lessons.service.js';
import { namesOf } from './people.js';
import * as repo from './tutoring.repo.js';

export { saveAvailability, findAvailability, insertSchedule, insertLessons } from './tutoring.repo.js';
export { occurrences, LESSON_MS } from './week-time.js';

/** A student's tutoring lessons in a window, for the timetable (spec 2 §4 individual lessons). */
export async function studentTutoringLessons(db: Tx, studentId: number, from: Date, to: Date, now: Date) {
  await topUp(db, { studentId }, now);
  const rows = await repo.listLessons(db, { studentId, from, to });
  if (rows.length === 0) return [];
  const names = await namesOf(
    db,
    rows.map((row) => row.tutorId),
  );
  const subjects = new Map((await clientLinksOfStudent(db, studentId)).map((link) => [link.tutorId, link.classTypeId]));
  const calls = new Map<number, string>();
  for (const id of new Set(rows.map((row) => row.scheduleId))) {
    calls.set(id, (await repo.findSchedule(db, id))?.callUrl ?? '');
  }
  return rows.map((row) => ({
    id: row.id,
    tutorId: row.tutorId,
    tutorName: names.get(row.tutorId) ?? '',
    classTypeId: subjects.get(row.tutorId) ?? null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status as TutoringLessonStatus,
    callUrl: calls.get(row.scheduleId) ?? '',
  }));
}
