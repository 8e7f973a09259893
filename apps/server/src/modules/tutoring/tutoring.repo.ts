import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { UPCOMING_STATUSES } from '@school/contract';
import type { Tx } from '../../db/client.js';
import {
  tutoringAvailability,
  tutoringBookings,
  tutoringLessons,
  tutoringSchedules,
  tutoringSlotHolds,
} from './tutoring.schema.js';

export type AvailabilityRow = typeof tutoringAvailability.$inferSelect;
export type ScheduleRow = typeof tutoringSchedules.$inferSelect;
export type NewSchedule = typeof tutoringSchedules.$inferInsert;
export type LessonRow = typeof tutoringLessons.$inferSelect;
export type NewLesson = typeof tutoringLessons.$inferInsert;
export type BookingRow = typeof tutoringBookings.$inferSelect;
export type NewBooking = typeof tutoringBookings.$inferInsert;

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('expected a row');
  return row;
}

const upcoming = inArray(tutoringLessons.status, [...UPCOMING_STATUSES]);

// ---- availability

export function findAvailability(db: Tx, userId: number): Promise<AvailabilityRow | undefined> {
  return db.query.tutoringAvailability.findFirst({ where: eq(tutoringAvailability.userId, userId) });
}

export function findAvailabilities(db: Tx, userIds: number[]): Promise<AvailabilityRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(tutoringAvailability).where(inArray(tutoringAvailability.userId, userIds));
}

/**
 * Locks the availability rows of these people (made if missing), in user id order so that two
 * bookings of overlapping people never wait on each other in a circle.
 */
export async function lockPeople(tx: Tx, userIds: number[]): Promise<Map<number, AvailabilityRow>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  await tx
    .insert(tutoringAvailability)
    .values(ids.map((userId) => ({ userId })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(tutoringAvailability)
    .where(inArray(tutoringAvailability.userId, ids))
    .orderBy(asc(tutoringAvailability.userId))
    .for('update');
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function saveAvailability(
  tx: Tx,
  userId: number,
  values: { slots: number[]; doubleLessonDays?: number[] },
  now: Date,
): Promise<AvailabilityRow> {
  const changes = { ...values, saved: true, updatedAt: now };
  return one(
    tx
      .insert(tutoringAvailability)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: tutoringAvailability.userId, set: changes })
      .returning(),
  );
}

// ---- schedules

export const insertSchedule = (tx: Tx, values: NewSchedule) =>
  one(tx.insert(tutoringSchedules).values(values).returning());

export function findSchedule(db: Tx, id: number, lock = false): Promise<ScheduleRow | undefined> {
  const query = db.select().from(tutoringSchedules).where(eq(tutoringSchedules.id, id));
  return (lock ? query.for('update') : query).then((rows) => rows[0]);
}

export function schedulesOf(db: Tx, by: { tutorId?: number; studentId?: number }): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(tutoringSchedules)
    .where(
      and(
        by.tutorId !== undefined ? eq(tutoringSchedules.tutorId, by.tutorId) : undefined,
        by.studentId !== undefined ? eq(tutoringSchedules.studentId, by.studentId) : undefined,
      ),
    )
    .orderBy(desc(tutoringSchedules.createdAt), desc(tutoringSchedules.id))
    .limit(200);
}

/** Schedules that still run (ACTIVE or RESTORED) of any of these people, as tutor or as student. */
export function runningSchedulesOf(db: Tx, userIds: number[]): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(tutoringSchedules)
    .where(
      and(
        inArray(tutoringSchedules.state, ['ACTIVE', 'RESTORED']),
        sql`(${inArray(tutoringSchedules.tutorId, userIds)} or ${inArray(tutoringSchedules.studentId, userIds)})`,
      ),
    );
}

export async function setScheduleState(tx: Tx, id: number, state: string, now: Date): Promise<ScheduleRow> {
  return one(
    tx.update(tutoringSchedules).set({ state, updatedAt: now }).where(eq(tutoringSchedules.id, id)).returning(),
  );
}

// ---- lessons

/** Lessons topping up a schedule's horizon: an hour someone else took meanwhile is skipped. */
export async function insertLessonsSkippingClashes(tx: Tx, rows: NewLesson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(tutoringLessons).values(rows).onConflictDoNothing();
}

export async function insertLessons(tx: Tx, rows: NewLesson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(tutoringLessons)
    .values(rows)
    .onConflictDoNothing({
      target: [tutoringLessons.scheduleId, tutoringLessons.startsAt],
    });
}

export interface LessonFilter {
  tutorId?: number;
  studentId?: number;
  scheduleIds?: number[];
  from: Date;
  to: Date;
  status?: string;
}

export function listLessons(db: Tx, filter: LessonFilter): Promise<LessonRow[]> {
  return db
    .select()
    .from(tutoringLessons)
    .where(
      and(
        filter.tutorId !== undefined ? eq(tutoringLessons.tutorId, filter.tutorId) : undefined,
        filter.studentId !== undefined ? eq(tutoringLessons.studentId, filter.studentId) : undefined,
        filter.scheduleIds ? inArray(tutoringLessons.scheduleId, filter.scheduleIds) : undefined,
        filter.status !== undefined ? eq(tutoringLessons.status, filter.status) : undefined,
        gte(tutoringLessons.startsAt, filter.from),
        lt(tutoringLessons.startsAt, filter.to),
      ),
    )
    .orderBy(asc(tutoringLessons.startsAt), asc(tutoringLessons.id))
    .limit(1000);
}

export function findLesson(db: Tx, id: number, lock = false): Promise<LessonRow | undefined> {
  const query = db.select().from(tutoringLessons).where(eq(tutoringLessons.id, id));
  return (lock ? query.for('update') : query).then((rows) => rows[0]);
}

export const updateLesson = (tx: Tx, id: number, changes: Partial<NewLesson>) =>
  one(tx.update(tutoringLessons).set(changes).where(eq(tutoringLessons.id, id)).returning());

/** Upcoming lessons of these people starting at any of these instants (a booking's clash). */
export function upcomingAt(db: Tx, userIds: number[], starts: Date[]): Promise<LessonRow[]> {
  if (starts.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tutoringLessons)
    .where(
      and(
        upcoming,
        sql`(${inArray(tutoringLessons.tutorId, userIds)} or ${inArray(tutoringLessons.studentId, userIds)})`,
        inArray(tutoringLessons.startsAt, starts),
      ),
    );
}

/** The last lesson of each schedule (where topping up its horizon continues from). */
export async function lastLessonStarts(db: Tx, scheduleIds: number[]): Promise<Map<number, Date>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select({ scheduleId: tutoringLessons.scheduleId, last: sql<string>`max(${tutoringLessons.startsAt})` })
    .from(tutoringLessons)
    .where(inArray(tutoringLessons.scheduleId, scheduleIds))
    .groupBy(tutoringLessons.scheduleId);
  return new Map(rows.map((row) => [row.scheduleId, new Date(row.last)]));
}

/** A cancelled schedule's lessons still to come never happen: they go. */
export async function deleteUpcomingLessons(tx: Tx, scheduleId: number, after: Date): Promise<void> {
  await tx
    .delete(tutoringLessons)
    .where(and(eq(tutoringLessons.scheduleId, scheduleId), upcoming, gt(tutoringLessons.startsAt, after)));
}

export async function countWrittenOff(db: Tx, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tutoringLessons)
    .where(and(eq(tutoringLessons.studentId, studentId), eq(tutoringLessons.writtenOff, true)));
  return row?.n ?? 0;
}

export async function countUpcomingPaid(db: Tx, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tutoringLessons)
    .where(
      and(eq(tutoringLessons.studentId, studentId), upcoming, inArray(tutoringLessons.kind, ['ONCE_PAYED', 'REGULAR'])),
    );
  return row?.n ?? 0;
}

// ---- bookings and holds

export const insertBooking = (tx: Tx, values: NewBooking) =>
  one(tx.insert(tutoringBookings).values(values).returning());

export function findBooking(db: Tx, id: number, lock = false): Promise<BookingRow | undefined> {
  const query = db.select().from(tutoringBookings).where(eq(tutoringBookings.id, id));
  return (lock ? query.for('update') : query).then((rows) => rows[0]);
}

export function openBookingOf(tx: Tx, studentId: number): Promise<BookingRow | undefined> {
  return tx
    .select()
    .from(tutoringBookings)
    .where(and(eq(tutoringBookings.studentId, studentId), eq(tutoringBookings.status, 'open')))
    .for('update')
    .then((rows) => rows[0]);
}

/** Closes a booking and lets go of its hours. */
export async function closeBooking(
  tx: Tx,
  id: number,
  status: 'confirmed' | 'canceled' | 'expired',
  scheduleId: number | null = null,
): Promise<BookingRow> {
  await tx.delete(tutoringSlotHolds).where(eq(tutoringSlotHolds.bookingId, id));
  return one(tx.update(tutoringBookings).set({ status, scheduleId }).where(eq(tutoringBookings.id, id)).returning());
}

/** Open bookings of the tutor whose time ran out: expired, their hours free again. */
export async function expireStaleBookings(tx: Tx, tutorId: number, now: Date): Promise<void> {
  const stale = await tx
    .select({ id: tutoringBookings.id })
    .from(tutoringBookings)
    .where(
      and(
        eq(tutoringBookings.tutorId, tutorId),
        eq(tutoringBookings.status, 'open'),
        lt(tutoringBookings.expiresAt, now),
      ),
    );
  for (const { id } of stale) await closeBooking(tx, id, 'expired');
}

export async function insertHolds(tx: Tx, tutorId: number, bookingId: number, slots: number[]): Promise<void> {
  await tx.insert(tutoringSlotHolds).values(slots.map((slot) => ({ tutorId, slot, bookingId })));
}

/** Hours of these tutors held by open bookings, with the held client. */
export function holdsOf(db: Tx, tutorIds: number[]) {
  if (tutorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      tutorId: tutoringSlotHolds.tutorId,
      slot: tutoringSlotHolds.slot,
      bookingId: tutoringSlotHolds.bookingId,
      studentId: tutoringBookings.studentId,
      expiresAt: tutoringBookings.expiresAt,
    })
    .from(tutoringSlotHolds)
    .innerJoin(tutoringBookings, eq(tutoringBookings.id, tutoringSlotHolds.bookingId))
    .where(inArray(tutoringSlotHolds.tutorId, tutorIds));
}
