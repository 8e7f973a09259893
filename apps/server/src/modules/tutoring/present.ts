import type {
  Booking,
  TutoringLesson,
  TutoringLessonKind,
  TutoringLessonStatus,
  TutoringSchedule,
  Recurrence,
  ScheduleState,
} from '@school/contract';
import type { Tx } from '../../db/client.js';
import { clientLinksOfTutor } from '../tutor/tutor.service.js';
import { namesOf } from './people.js';
import { findSchedule, type BookingRow, type LessonRow, type ScheduleRow } from './tutoring.repo.js';
import { convertKey, fromKey } from './week-time.js';

const person = (names: Map<number, string>, id: number) => ({ id, fullName: names.get(id) ?? '' });

/** Slot keys of a row in another zone, as the contract's weekly slots. */
export function slotsIn(keys: readonly number[], from: string, to: string) {
  return keys.map((key) => fromKey(from === to ? key : convertKey(key, from, to)));
}

export async function presentLessons(db: Tx, rows: LessonRow[]): Promise<TutoringLesson[]> {
  if (rows.length === 0) return [];
  const names = await namesOf(
    db,
    rows.flatMap((row) => [row.tutorId, row.studentId]),
  );
  const links = new Map<string, number>();
  for (const tutorId of new Set(rows.map((row) => row.tutorId))) {
    for (const link of await clientLinksOfTutor(db, tutorId)) links.set(`${tutorId}:${link.studentId}`, link.id);
  }
  const calls = await callUrls(db, rows);
  return rows.map((row) => ({
    id: row.id,
    scheduleId: row.scheduleId,
    tutor: person(names, row.tutorId),
    client: person(names, row.studentId),
    tutorClientId: links.get(`${row.tutorId}:${row.studentId}`) ?? null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    kind: row.kind as TutoringLessonKind,
    status: row.status as TutoringLessonStatus,
    reason: row.reason,
    writtenOff: row.writtenOff,
    callUrl: calls.get(row.scheduleId) ?? '',
  }));
}

// The call link belongs to the schedule (one room for the pair's lessons).
async function callUrls(db: Tx, rows: LessonRow[]): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  for (const id of new Set(rows.map((row) => row.scheduleId))) {
    const schedule = await findSchedule(db, id);
    if (schedule) urls.set(id, schedule.callUrl);
  }
  return urls;
}

export async function presentSchedules(
  db: Tx,
  rows: ScheduleRow[],
  nextLessons: Map<number, Date> = new Map(),
): Promise<TutoringSchedule[]> {
  if (rows.length === 0) return [];
  const names = await namesOf(
    db,
    rows.flatMap((row) => [row.tutorId, row.studentId]),
  );
  return rows.map((row) => ({
    id: row.id,
    tutor: person(names, row.tutorId),
    client: person(names, row.studentId),
    kind: row.kind as TutoringLessonKind,
    recurrence: row.recurrence as Recurrence,
    state: row.state as ScheduleState,
    slots: row.slots.map(fromKey),
    timeZone: row.timeZone,
    startDate: row.startDate,
    rrule: row.rrule,
    callUrl: row.callUrl,
    nextLessonAt: nextLessons.get(row.id)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An open session past its time reads as expired before anything closes it. */
export function presentBooking(row: BookingRow, now = new Date()): Booking {
  const lapsed = row.status === 'open' && row.expiresAt <= now;
  return {
    id: row.id,
    clientId: row.studentId,
    tutorId: row.tutorId,
    status: lapsed ? 'expired' : (row.status as Booking['status']),
    slots: row.slots.map(fromKey),
    recurrence: row.recurrence as Recurrence,
    kind: row.kind as TutoringLessonKind,
    startDate: row.startDate,
    expiresAt: row.expiresAt.toISOString(),
    lessonStarts: row.lessonStarts.map((start) => start.toISOString()),
    scheduleId: row.scheduleId,
  };
}
