import type { Tx } from '../../../db/client.js';
import { notify } from '../notify.js';
import { dayAndTime } from './format.js';

/** A manager confirmed a booking: the student's lessons are created (spec 1 §3 lesson created). */
export async function notifyLessonsBooked(
  tx: Tx,
  schedule: { id: number; studentId: number },
  firstStart: Date | null,
  timeZone: string,
) {
  return notify(tx, schedule.studentId, {
    type: 'lesson_created',
    title: 'Занятия с репетитором назначены',
    text: firstStart
      ? `Первое занятие — ${dayAndTime(firstStart, timeZone)}.`
      : 'Расписание занятий с репетитором готово.',
    action: null,
    dedupeKey: `lesson_created:tutoring-schedule:${schedule.id}`,
  });
}

/** A tutoring lesson moved to another hour (spec 1 §3 lesson moved). */
export async function notifyLessonMoved(tx: Tx, lesson: { id: number; studentId: number; startsAt: Date }) {
  return notify(tx, lesson.studentId, {
    type: 'lesson_moved',
    title: 'Занятие перенесено',
    text: 'Занятие с репетитором перенесено на другое время. Загляни в расписание.',
    action: null,
    dedupeKey: `lesson_moved:tutoring:${lesson.id}:${lesson.startsAt.toISOString()}`,
  });
}
