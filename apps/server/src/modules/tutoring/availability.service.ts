import {
  daysWithConsecutiveHours,
  isPrimeTime,
  normaliseSlots,
  slotRuleErrors,
  type ClientSlots,
  type ErrorItem,
  type ClientSlotsBody,
  type FreeSlots,
  type TutorSlots,
  type TutorSlotsBody,
  type Variant,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { ValidationError } from '../../plugins/errors.js';
import { weeklyBusy } from './busy.js';
import { clientZone, namesOf, requireStudent, requireTutor, tutorZone } from './people.js';
import * as repo from './tutoring.repo.js';
import { convertKey, fromKey, toKey } from './week-time.js';

const DAY_SHORT = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];
const slotLabel = (key: number) => {
  const { weekday, hour } = fromKey(key);
  return `${DAY_SHORT[weekday]} ${String(hour).padStart(2, '0')}:00`;
};

/** `GET /tutor/slots/` (spec 3 §4): the grid in the tutor's zone with what bookings pin down. */
export async function tutorSlots(db: Tx, tutorId: number): Promise<TutorSlots> {
  const zone = await tutorZone(db, tutorId);
  const [row, busy] = await Promise.all([repo.findAvailability(db, tutorId), weeklyBusy(db, tutorId, zone)]);
  const slots = normaliseSlots((row?.slots ?? []).map(fromKey));
  const booked = normaliseSlots(busy.map((item) => fromKey(item.key)));
  return {
    timeZone: zone,
    slots,
    doubleLessonDays: [...(row?.doubleLessonDays ?? [])].sort(),
    bookedDoubleLessonDays: daysWithConsecutiveHours(booked),
    booked,
    primeSlots: slots.filter(isPrimeTime).length,
    updatedAt: row?.saved ? row.updatedAt.toISOString() : null,
  };
}

/**
 * `PUT /tutor/slots/`: the whole grid at once. Spec 3 §4/§5: ≥ 20 slots, ≥ 12 in prime time,
 * double-lesson days (marked, or made so by a booking) more than one slot; booked hours stay.
 * Under the tutor's booking lock: a booking cannot land on an hour being taken out.
 */
export async function saveTutorSlots(db: Db, tutorId: number, body: TutorSlotsBody, now: Date): Promise<TutorSlots> {
  await db.transaction(async (tx) => {
    await repo.lockPeople(tx, [tutorId]);
    const zone = await tutorZone(tx, tutorId);
    const slots = normaliseSlots(body.slots);
    const booked = normaliseSlots((await weeklyBusy(tx, tutorId, zone)).map((item) => fromKey(item.key)));
    const doubleDays = [...new Set([...body.doubleLessonDays, ...daysWithConsecutiveHours(booked)])];
    const errors: ErrorItem[] = slotRuleErrors(slots, doubleDays).map((error) => ({
      attr: error.code === 'double_lesson_day' ? 'double_lesson_days' : 'slots',
      detail: error.detail,
      code: error.code,
    }));
    const keys = new Set(slots.map(toKey));
    const dropped = booked.map(toKey).filter((key) => !keys.has(key));
    if (dropped.length > 0) {
      errors.push({
        attr: 'slots',
        detail: `Занятые расписанием часы нельзя убрать: ${dropped.map(slotLabel).join(', ')}`,
        code: 'slot_booked',
      });
    }
    if (errors.length > 0) throw new ValidationError(errors);
    await repo.saveAvailability(
      tx,
      tutorId,
      { slots: [...keys], doubleLessonDays: [...new Set(body.doubleLessonDays)].sort() },
      now,
    );
  });
  return tutorSlots(db, tutorId);
}

/** Hours a person's running schedules take, seen in `zone`, with the other person's name. */
async function busySlots(db: Tx, userId: number, zone: string) {
  const busy = await weeklyBusy(db, userId, zone);
  const names = await namesOf(
    db,
    busy.map((item) => item.otherId),
  );
  return busy.map((item) => ({
    ...fromKey(item.key),
    reason: 'schedule' as const,
    scheduleId: item.scheduleId,
    withName: names.get(item.otherId) ?? null,
  }));
}

/** `GET /manager/clients/{id}/slots/`: when the client can study, in their zone. */
export async function clientSlots(db: Tx, clientId: number, variant: Variant): Promise<ClientSlots> {
  await requireStudent(db, clientId);
  const zone = await clientZone(db, clientId, variant);
  const row = await repo.findAvailability(db, clientId);
  return {
    clientId,
    timeZone: zone,
    slots: normaliseSlots((row?.slots ?? []).map(fromKey)),
    busy: await busySlots(db, clientId, zone),
    updatedAt: row?.saved ? row.updatedAt.toISOString() : null,
  };
}

/** `PUT /manager/clients/{id}/slots/`: the client's grid at once (no minimum: a client may have one hour). */
export async function saveClientSlots(
  db: Db,
  clientId: number,
  body: ClientSlotsBody,
  variant: Variant,
  now: Date,
): Promise<ClientSlots> {
  await requireStudent(db, clientId);
  await db.transaction(async (tx) => {
    await repo.lockPeople(tx, [clientId]);
    await repo.saveAvailability(tx, clientId, { slots: normaliseSlots(body.slots).map(toKey) }, now);
  });
  return clientSlots(db, clientId, variant);
}

/** The tutor's grid with what holds it now, for the manager's tutor card. */
export async function tutorBusy(db: Tx, tutorId: number, zone: string, now: Date) {
  const [schedules, holds] = await Promise.all([busySlots(db, tutorId, zone), repo.holdsOf(db, [tutorId])]);
  const live = holds.filter((hold) => hold.expiresAt > now);
  const names = await namesOf(
    db,
    live.map((hold) => hold.studentId),
  );
  return [
    ...schedules,
    ...live.map((hold) => ({
      ...fromKey(hold.slot),
      reason: 'hold' as const,
      scheduleId: null,
      withName: names.get(hold.studentId) ?? null,
    })),
  ];
}

/**
 * `GET /manager/clients/{id}/free-slots/?tutor=`: the tutor's hours (their zone) that the client
 * can study and neither has booked weekly nor another session holds.
 */
export async function freeSlots(
  db: Tx,
  clientId: number,
  tutorId: number,
  variant: Variant,
  now: Date,
): Promise<FreeSlots> {
  await Promise.all([requireStudent(db, clientId), requireTutor(db, tutorId)]);
  const [tutorTz, clientTz] = await Promise.all([tutorZone(db, tutorId), clientZone(db, clientId, variant)]);
  const [tutorRow, clientRow] = await Promise.all([
    repo.findAvailability(db, tutorId),
    repo.findAvailability(db, clientId),
  ]);
  const clientKeys = new Set(clientRow?.slots ?? []);
  const taken = new Set([
    ...(await tutorBusy(db, tutorId, tutorTz, now)).map(toKey),
    ...(await weeklyBusy(db, clientId, tutorTz)).map((item) => item.key),
  ]);
  const slots = (tutorRow?.slots ?? [])
    .filter((key) => !taken.has(key))
    .map((key) => ({ key, clientKey: convertKey(key, tutorTz, clientTz) }))
    .filter(({ clientKey }) => clientKeys.has(clientKey))
    .sort((a, b) => a.key - b.key)
    .map(({ key, clientKey }) => {
      const client = fromKey(clientKey);
      return { ...fromKey(key), clientWeekday: client.weekday, clientHour: client.hour };
    });
  return { tutorTimeZone: tutorTz, clientTimeZone: clientTz, slots };
}
