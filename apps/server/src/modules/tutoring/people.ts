import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { findUserById, findUserNames, studentTimeZone, type UserRow } from '../users/users.service.js';
import { tutorTimeZone } from '../tutor/tutor.service.js';

/** A student or tutor id that is not one answers like a missing one. */
export const clientNotFound = () => notFound('Клиент не найден.');
export const tutorNotFound = () => notFound('Репетитор не найден.');
export const lessonNotFound = () => notFound('Урок не найден.');
export const scheduleNotFound = () => notFound('Расписание не найдено.');
export const bookingNotFound = () => notFound('Бронирование не найдено.');

// Spec 3 §8 tutor texts: the booking states named in messages.
export const slotNotAvailable = () => new AppError(409, 'slot_not_available', 'Слот недоступен');
export const bookingExpired = () =>
  new AppError(409, 'booking_expired', 'Время бронирования истекло, выберите слоты клиента заново');
export const openSessionExists = () =>
  new AppError(409, 'open_session_exists', 'Открытая сессия с клиентом уже существует');

export const fullName = (user: { firstName: string; lastName: string }) => `${user.lastName} ${user.firstName}`.trim();

export async function requireStudent(db: Tx, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'STUDENT_ROLE') throw clientNotFound();
  return user;
}

export async function requireTutor(db: Tx, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'TUTOR_ROLE') throw tutorNotFound();
  return user;
}

export async function namesOf(db: Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await findUserNames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, fullName(row)]));
}

/** The zone of a client's availability: their own, else the deployment's (spec 1 §9). */
export const clientZone = (db: Tx, clientId: number, variant: Variant) => studentTimeZone(db, clientId, variant);
export const tutorZone = tutorTimeZone;
