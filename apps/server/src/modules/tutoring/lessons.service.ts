import {
  LESSON_STATUS_LABELS,
  canTransition,
  initialStatus,
  isUpcoming,
  needsStarted,
  writesOff,
  type LessonStatusBody,
  type LessonsQuery,
  type StatusActor,
  type TutoringLesson,
  type TutoringLessonKind,
  type TutoringLessonStatus,
  type TutoringSchedule,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { findClientLink } from '../tutor/tutor.service.js';
import { horizonEnd } from './booking.service.js';
import { clashesWithRegular } from './busy.js';
import { clientNotFound, lessonNotFound, scheduleNotFound, slotNotAvailable } from './people.js';
import { presentLessons, presentSchedules } from './present.js';
import * as repo from './tutoring.repo.js';
import { LESSON_MS, occurrences, occurrencesBetween } from './week-time.js';
import { notifyLessonMoved } from '../notifications/producers/tutoring.js';

const DAY = 24 * 60 * 60 * 1000;
/** The widest window one list may ask for. */
const MAX_RANGE_DAYS = 120;

function range(query: Pick<LessonsQuery, 'from' | 'to'>, now: Date): { from: Date; to: Date } {
  const from = query.from ? new Date(query.from) : new Date(now.getTime() - 7 * DAY);
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + 35 * DAY);
  if (to <= from) throw fieldError('to', 'Конец периода должен быть позже начала.', 'invalid_range');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY) {
    throw fieldError('to', `Период не может быть длиннее ${MAX_RANGE_DAYS} дней.`, 'range_too_long');
  }
  return { from, to };
}

/**
 * Regular schedules keep lessons HORIZON_WEEKS ahead: a list tops up the running ones it shows
 * (docs/tutor-and-manager.md "Lessons: materialised ahead").
 */
export async function topUp(db: Tx, by: { tutorId?: number; studentId?: number }, now: Date): Promise<void> {
  const schedules = (await repo.schedulesOf(db, by)).filter(
    (schedule) => schedule.recurrence === 'REGULAR' && schedule.state !== 'CANCELED',
  );
  if (schedules.length === 0) return;
  const last = await repo.lastLessonStarts(
    db,
    schedules.map((schedule) => schedule.id),
  );
  const until = horizonEnd(now);
  const due = schedules.filter((schedule) => (last.get(schedule.id)?.getTime() ?? 0) < until.getTime() - 7 * DAY);
  for (const schedule of due) {
    const after = new Date(Math.max(last.get(schedule.id)?.getTime() ?? 0, now.getTime()));
    const starts = occurrencesBetween(schedule.rrule, schedule.timeZone, after, until);
    await repo.insertLessonsSkippingClashes(
      db,
      starts.map((startsAt) => lessonRow(schedule, startsAt)),
    );
  }
}

function lessonRow(schedule: repo.ScheduleRow, startsAt: Date): repo.NewLesson {
  return {
    scheduleId: schedule.id,
    tutorId: schedule.tutorId,
    studentId: schedule.studentId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + LESSON_MS),
    kind: schedule.kind,
    status: initialStatus(schedule.kind as TutoringLessonKind),
  };
}

/** `GET /tutor/lessons/`: the tutor's lessons; `client` is one of their `/clients/{id}`. */
export async function tutorLessons(db: Db, tutorId: number, query: LessonsQuery, now: Date): Promise<TutoringLesson[]> {
  const window = range(query, now);
  let studentId: number | undefined;
  if (query.client !== undefined) {
    const link = await findClientLink(db, tutorId, query.client);
    if (!link) throw clientNotFound();
    studentId = link.studentId;
  }
  await topUp(db, { tutorId }, now);
  const rows = await repo.listLessons(db, { tutorId, studentId, status: query.status, ...window });
  return presentLessons(db, rows);
}

/** The manager's lists of one person's lessons (a client's or a tutor's). */
export async function personLessons(
  db: Db,
  by: { tutorId: number } | { studentId: number },
  query: Omit<LessonsQuery, 'client'>,
  now: Date,
): Promise<TutoringLesson[]> {
  const window = range(query, now);
  await topUp(db, by, now);
  return presentLessons(db, await repo.listLessons(db, { ...by, status: query.status, ...window }));
}

const illegalMove = (from: TutoringLessonStatus, to: TutoringLessonStatus) =>
  new AppError(
    409,
    'invalid_transition',
    `Нельзя перевести урок из статуса «${LESSON_STATUS_LABELS[from]}» в «${LESSON_STATUS_LABELS[to]}».`,
    'status',
  );

/**
 * A status change by the transition table (lesson-status.ts); the write-off follows the new
 * status in the same transaction. A tutor reaches only their own lessons (another's is 404).
 */
export async function setLessonStatus(
  db: Db,
  actor: StatusActor,
  userId: number,
  lessonId: number,
  body: LessonStatusBody,
  now: Date,
): Promise<TutoringLesson> {
  const row = await db.transaction(async (tx) => {
    const lesson = await repo.findLesson(tx, lessonId, true);
    if (!lesson || (actor === 'tutor' && lesson.tutorId !== userId)) throw lessonNotFound();
    const from = lesson.status as TutoringLessonStatus;
    if (!canTransition(from, body.status, actor)) throw illegalMove(from, body.status);
    if (needsStarted(body.status) && lesson.startsAt > now) {
      throw new AppError(
        409,
        'lesson_not_started',
        'Урок ещё не начался: отметить его проведённым можно после начала.',
        'status',
      );
    }
    return repo.updateLesson(tx, lesson.id, {
      status: body.status,
      reason: body.reason,
      writtenOff: writesOff(lesson.kind as TutoringLessonKind, body.status),
      statusChangedAt: now,
      statusChangedBy: userId,
    });
  });
  const [lesson] = await presentLessons(db, [row]);
  return lesson!;
}

/** `POST /manager/lessons/{id}/reschedule/`: one upcoming lesson to another free hour. */
export async function rescheduleLesson(
  db: Db,
  lessonId: number,
  startsAtText: string,
  now: Date,
): Promise<TutoringLesson> {
  const startsAt = new Date(startsAtText);
  if (startsAt.getTime() % (60 * 60 * 1000) !== 0) {
    throw fieldError('starts_at', 'Урок начинается в начале часа.', 'not_on_the_hour');
  }
  if (startsAt <= now) throw fieldError('starts_at', 'Перенести урок можно только на будущее время.', 'in_the_past');
  const first = await repo.findLesson(db, lessonId);
  if (!first) throw lessonNotFound();
  let row: repo.LessonRow;
  try {
    row = await db.transaction(async (tx) => {
      await repo.lockPeople(tx, [first.tutorId, first.studentId]);
      const lesson = await repo.findLesson(tx, lessonId, true);
      if (!lesson) throw lessonNotFound();
      const status = lesson.status as TutoringLessonStatus;
      if (!isUpcoming(status)) throw illegalMove(status, 'RESCHEDULED');
      const clashes = await repo.upcomingAt(tx, [lesson.tutorId, lesson.studentId], [startsAt]);
      if (clashes.some((other) => other.id !== lesson.id)) throw slotNotAvailable();
      const moved = await repo.updateLesson(tx, lesson.id, {
        startsAt,
        endsAt: new Date(startsAt.getTime() + LESSON_MS),
        status: status === 'PREVIEW' ? 'PREVIEW' : 'RESCHEDULED',
        statusChangedAt: now,
      });
      await notifyLessonMoved(tx, moved);
      return moved;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The schedule already has a lesson at that instant, or a race took the hour.
    throw slotNotAvailable();
  }
  const [lesson] = await presentLessons(db, [row]);
  return lesson!;
}

/**
 * `PATCH /manager/schedules/{id}/`: CANCELED takes the upcoming lessons away (the past keep their
 * statuses); RESTORED brings a cancelled schedule back from now on, if its hours are still free.
 */
export async function setScheduleState(
  db: Db,
  scheduleId: number,
  state: 'CANCELED' | 'RESTORED',
  now: Date,
): Promise<TutoringSchedule> {
  const first = await repo.findSchedule(db, scheduleId);
  if (!first) throw scheduleNotFound();
  let row: repo.ScheduleRow;
  try {
    row = await db.transaction(async (tx) => {
      await repo.lockPeople(tx, [first.tutorId, first.studentId]);
      const schedule = (await repo.findSchedule(tx, scheduleId, true))!;
      const canceled = schedule.state === 'CANCELED';
      if (state === 'CANCELED') {
        if (canceled) throw new AppError(409, 'invalid_state', 'Расписание уже отменено.', 'state');
        await repo.deleteUpcomingLessons(tx, schedule.id, now);
        return repo.setScheduleState(tx, schedule.id, 'CANCELED', now);
      }
      if (!canceled)
        throw new AppError(409, 'invalid_state', 'Восстановить можно только отменённое расписание.', 'state');
      const starts = await restoredStarts(tx, schedule, now);
      if (starts.length === 0)
        throw new AppError(409, 'nothing_to_restore', 'Все уроки этого расписания уже в прошлом.');
      const people = [schedule.tutorId, schedule.studentId];
      const clash =
        (await repo.upcomingAt(tx, people, starts)).length > 0 ||
        (schedule.recurrence === 'REGULAR' &&
          (await clashesWithRegular(tx, people, schedule.slots, schedule.timeZone)));
      if (clash) throw slotNotAvailable();
      await repo.insertLessons(
        tx,
        starts.map((startsAt) => lessonRow(schedule, startsAt)),
      );
      return repo.setScheduleState(tx, schedule.id, 'RESTORED', now);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw slotNotAvailable();
  }
  const [schedule] = await presentSchedules(db, [row]);
  return schedule!;
}

async function restoredStarts(tx: Tx, schedule: repo.ScheduleRow, now: Date): Promise<Date[]> {
  if (schedule.recurrence === 'REGULAR')
    return occurrencesBetween(schedule.rrule, schedule.timeZone, now, horizonEnd(now));
  // A one-off comes back only at its own time, if that is still ahead and it has no lesson now.
  const planned = occurrences({
    slots: schedule.slots,
    timeZone: schedule.timeZone,
    recurrence: 'ONCE',
    startDate: schedule.startDate,
    now: new Date(schedule.createdAt.getTime()),
    until: horizonEnd(now),
  }).starts.filter((start) => start > now);
  const existing = await repo.listLessons(tx, {
    scheduleIds: [schedule.id],
    from: now,
    to: horizonEnd(now),
  });
  const taken = new Set(existing.map((lesson) => lesson.startsAt.getTime()));
  return planned.filter((start) => !taken.has(start.getTime()));
}

/** A client's or tutor's schedules with their next lessons. */
export async function schedulesWithNext(db: Db, by: { tutorId?: number; studentId?: number }, now: Date) {
  const rows = await repo.schedulesOf(db, by);
  const upcoming = await repo.listLessons(db, {
    ...by,
    scheduleIds: rows.map((row) => row.id),
    from: now,
    to: horizonEnd(now),
  });
  const next = new Map<number, Date>();
  for (const lesson of upcoming) {
    if (isUpcoming(lesson.status as TutoringLessonStatus) && !next.has(lesson.scheduleId)) {
      next.set(lesson.scheduleId, lesson.startsAt);
    }
  }
  return presentSchedules(db, rows, next);
}
