import { randomBytes } from 'node:crypto';
import {
  BOOKING_HOLD_MINUTES,
  HORIZON_WEEKS,
  initialStatus,
  normaliseSlots,
  type Booking,
  type BookingBody,
  type TutoringSchedule,
  type Variant,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { zonedDate } from '../../lib/zoned-time.js';
import { AppError, fieldError, generalError, isUniqueViolation, databaseErrorCode } from '../../plugins/errors.js';
import { clientLinksOfTutor } from '../tutor/tutor.service.js';
import { lessonBalance } from './balance.service.js';
import { clashesWithRegular } from './busy.js';
import {
  bookingExpired,
  bookingNotFound,
  clientZone,
  openSessionExists,
  requireStudent,
  requireTutor,
  slotNotAvailable,
  tutorZone,
} from './people.js';
import { presentBooking, presentSchedules } from './present.js';
import * as repo from './tutoring.repo.js';
import { convertKey, LESSON_MS, occurrences, toKey } from './week-time.js';
import { notifyLessonsBooked } from '../notifications/producers/tutoring.js';

const MINUTE = 60 * 1000;
const WEEK = 7 * 24 * 60 * MINUTE;
/** How far ahead a booking may start. */
const MAX_START_DAYS = 365;

export const horizonEnd = (now: Date) => new Date(now.getTime() + HORIZON_WEEKS * WEEK);

/** A call room per schedule (a Jitsi-style link; the deployment may swap the host). */
const newCallUrl = () => `https://meet.jit.si/umschool-${randomBytes(6).toString('hex')}`;

/** A unique index that refused a row is the race the locks already decide: answered the same way. */
function raceError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  return databaseErrorCode(error)?.constraint === 'tutoring_bookings_open_student_idx'
    ? openSessionExists()
    : slotNotAvailable();
}

function checkKind(body: BookingBody) {
  // REGULAR lessons come from a REGULAR recurrence; one-offs (paid or free) from ONCE.
  if ((body.kind === 'REGULAR') !== (body.recurrence === 'REGULAR')) {
    throw fieldError('kind', 'Регулярные занятия — только с повторением REGULAR, разовые — с ONCE.', 'invalid_kind');
  }
}

/** Every hour is in the tutor's grid and, seen in the client's zone, in the client's. */
function inBothGrids(
  slots: number[],
  grids: Map<number, repo.AvailabilityRow>,
  people: { tutorId: number; studentId: number },
  zone: string,
  clientTz: string,
): boolean {
  const tutorKeys = new Set(grids.get(people.tutorId)?.slots ?? []);
  const clientKeys = new Set(grids.get(people.studentId)?.slots ?? []);
  return slots.every((key) => tutorKeys.has(key) && clientKeys.has(convertKey(key, zone, clientTz)));
}

/** Lesson starts a booking would make now, and whether any of them clashes for either person. */
async function plan(
  tx: Tx,
  booking: {
    tutorId: number;
    studentId: number;
    slots: number[];
    recurrence: BookingBody['recurrence'];
    startDate: string;
  },
  zone: string,
  now: Date,
) {
  const { starts, rrule } = occurrences({ ...booking, timeZone: zone, now, until: horizonEnd(now) });
  const people = [booking.tutorId, booking.studentId];
  const clash =
    starts.length === 0 ||
    (await repo.upcomingAt(tx, people, starts)).length > 0 ||
    (booking.recurrence === 'REGULAR' && (await clashesWithRegular(tx, people, booking.slots, zone)));
  return { starts, rrule, clash };
}

/**
 * `POST /manager/bookings/`: hold the tutor's weekly hours for the client for
 * BOOKING_HOLD_MINUTES (spec 3 §4 booking states). Under both people's locks: one open session
 * per client, an hour held by one session only, the hours free for both.
 */
export async function createBooking(
  db: Db,
  managerId: number,
  body: BookingBody,
  variant: Variant,
  now: Date,
): Promise<Booking> {
  checkKind(body);
  await Promise.all([requireStudent(db, body.clientId), requireTutor(db, body.tutorId)]);
  const links = await clientLinksOfTutor(db, body.tutorId);
  if (!links.some((link) => link.studentId === body.clientId && link.status !== 'finished')) {
    throw generalError(
      'Ученик не занимается с этим репетитором: сначала закрепите его за репетитором.',
      'not_a_client',
    );
  }
  if (body.kind !== 'ONCE_FREE' && (await lessonBalance(db, body.clientId)).left <= 0) {
    throw generalError('У клиента нет оплаченных индивидуальных занятий.', 'no_paid_lessons');
  }
  const [zone, clientTz] = await Promise.all([tutorZone(db, body.tutorId), clientZone(db, body.clientId, variant)]);
  const today = zonedDate(now, zone);
  const startDate = body.startDate && body.startDate > today ? body.startDate : today;
  const latest = zonedDate(new Date(now.getTime() + MAX_START_DAYS * 24 * 60 * MINUTE), zone);
  if (startDate > latest) throw fieldError('start_date', 'Начало не может быть позже чем через год.', 'too_late');
  const slots = normaliseSlots(body.slots).map(toKey);

  let held: repo.BookingRow;
  try {
    held = await db.transaction(async (tx) => {
      const locked = await repo.lockPeople(tx, [body.tutorId, body.clientId]);
      await repo.expireStaleBookings(tx, body.tutorId, now);
      const open = await repo.openBookingOf(tx, body.clientId);
      if (open && open.expiresAt > now) throw openSessionExists();
      if (open) await repo.closeBooking(tx, open.id, 'expired');

      const heldKeys = new Set((await repo.holdsOf(tx, [body.tutorId])).map((hold) => hold.slot));
      const people = { tutorId: body.tutorId, studentId: body.clientId };
      if (!inBothGrids(slots, locked, people, zone, clientTz) || slots.some((key) => heldKeys.has(key))) {
        throw slotNotAvailable();
      }
      const planned = await plan(tx, { ...body, studentId: body.clientId, slots, startDate }, zone, now);
      if (planned.clash) throw slotNotAvailable();

      const booking = await repo.insertBooking(tx, {
        managerId,
        tutorId: body.tutorId,
        studentId: body.clientId,
        slots,
        recurrence: body.recurrence,
        kind: body.kind,
        startDate,
        lessonStarts: planned.starts,
        expiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE),
      });
      await repo.insertHolds(tx, body.tutorId, booking.id, slots);
      return booking;
    });
  } catch (error) {
    throw raceError(error);
  }
  return presentBooking(held, now);
}

/** A manager's own session; another manager's answers like a missing one. */
async function ownBooking(db: Tx, managerId: number, id: number, lock = false) {
  const booking = await repo.findBooking(db, id, lock);
  if (!booking || booking.managerId !== managerId) throw bookingNotFound();
  return booking;
}

export async function getBooking(db: Tx, managerId: number, id: number, now: Date): Promise<Booking> {
  return presentBooking(await ownBooking(db, managerId, id), now);
}

const closedBooking = (status: string) =>
  new AppError(
    409,
    'booking_closed',
    status === 'confirmed'
      ? 'Бронирование уже подтверждено.'
      : 'Бронирование уже закрыто, выберите слоты клиента заново.',
  );

/**
 * `POST /manager/bookings/{id}/confirm/`: the held hours become a schedule and its lessons up to
 * the horizon, in one transaction. An expired hold is closed (and committed as such) and refused.
 */
export async function confirmBooking(
  db: Db,
  managerId: number,
  id: number,
  variant: Variant,
  now: Date,
): Promise<TutoringSchedule> {
  const first = await ownBooking(db, managerId, id);
  let outcome: { expired: true } | { schedule: repo.ScheduleRow; next: Date | null };
  try {
    outcome = await db.transaction(async (tx) => {
      const locked = await repo.lockPeople(tx, [first.tutorId, first.studentId]);
      const booking = await ownBooking(tx, managerId, id, true);
      if (booking.status === 'expired') return { expired: true as const };
      if (booking.status !== 'open') throw closedBooking(booking.status);
      if (booking.expiresAt <= now) {
        await repo.closeBooking(tx, booking.id, 'expired');
        return { expired: true as const };
      }
      const zone = await tutorZone(tx, booking.tutorId);
      // The grids may have changed while the hours were held (a hold does not pin them).
      const clientTz = await clientZone(tx, booking.studentId, variant);
      if (!inBothGrids(booking.slots, locked, booking, zone, clientTz)) throw slotNotAvailable();
      const planned = await plan(
        tx,
        { ...booking, recurrence: booking.recurrence as BookingBody['recurrence'] },
        zone,
        now,
      );
      if (planned.clash) throw slotNotAvailable();
      const schedule = await repo.insertSchedule(tx, {
        tutorId: booking.tutorId,
        studentId: booking.studentId,
        kind: booking.kind,
        recurrence: booking.recurrence,
        slots: booking.slots,
        timeZone: zone,
        startDate: booking.startDate,
        rrule: planned.rrule,
        callUrl: newCallUrl(),
        createdBy: managerId,
      });
      const status = initialStatus(booking.kind as BookingBody['kind']);
      await repo.insertLessons(
        tx,
        planned.starts.map((startsAt) => ({
          scheduleId: schedule.id,
          tutorId: booking.tutorId,
          studentId: booking.studentId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + LESSON_MS),
          kind: booking.kind,
          status,
        })),
      );
      await repo.closeBooking(tx, booking.id, 'confirmed', schedule.id);
      await notifyLessonsBooked(tx, schedule, planned.starts[0] ?? null, clientTz);
      return { schedule, next: planned.starts[0] ?? null };
    });
  } catch (error) {
    throw raceError(error);
  }
  if ('expired' in outcome) throw bookingExpired();
  const next = outcome.next ? new Map([[outcome.schedule.id, outcome.next]]) : undefined;
  const [schedule] = await presentSchedules(db, [outcome.schedule], next);
  return schedule!;
}

/** `DELETE /manager/bookings/{id}/`: lets the hours go. */
export async function cancelBooking(db: Db, managerId: number, id: number): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const booking = await ownBooking(tx, managerId, id, true);
    if (booking.status !== 'open') throw closedBooking(booking.status);
    await repo.closeBooking(tx, booking.id, 'canceled');
  });
  return {};
}
