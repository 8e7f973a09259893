import type {
  TutorClient,
  TutorClientDetails,
  TutorClientStatus,
  TutorClientsQuery,
  TutorProfile,
  TutorProfilePatch,
} from '@school/contract';
import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { checkVariantPhone } from '../../lib/variant-phone.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { listClassTypes } from '../core/core.service.js';
import { findUserById, searchUsers, type UserRow } from '../users/users.service.js';
import * as repo from './tutor.repo.js';

export type { NewTutorClient } from './tutor.repo.js';

const clientNotFound = () => notFound('Клиент не найден.');

function presentClient(row: repo.TutorClientRow, student: UserRow): TutorClient {
  return {
    id: row.id,
    student: {
      id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      phone: student.phone,
      avatar: student.avatar,
    },
    classTypeId: row.classTypeId,
    classYear: row.classYear,
    since: row.since,
    status: row.status as TutorClientStatus,
    lessonsPerWeek: row.lessonsPerWeek,
  };
}

/** The tutor's clients ordered by the student's name; search covers name, e-mail and phone. */
export async function listClients(db: Tx, tutorId: number, query: TutorClientsQuery) {
  const rows = await repo.listClientRows(db, tutorId, query.status);
  const byStudent = new Map(rows.map((row) => [row.studentId, row]));
  const page = await searchUsers(db, {
    ids: [...byStudent.keys()],
    search: query.search,
    limit: query.limit,
    offset: query.offset,
  });
  const results = page.rows.flatMap((student) => {
    const row = byStudent.get(student.id);
    return row ? [presentClient(row, student)] : [];
  });
  return { count: page.count, results };
}

/** Another tutor's client is answered exactly like a missing one: ids are not confirmed to strangers. */
export async function getClient(db: Tx, tutorId: number, id: number): Promise<TutorClientDetails> {
  const row = await repo.findClientRow(db, tutorId, id);
  if (!row) throw clientNotFound();
  const student = await findUserById(db, row.studentId);
  if (!student) throw clientNotFound();
  return { ...presentClient(row, student), notes: row.notes, registrationDate: student.createdAt.toISOString() };
}

/** The client as the tutor's list shows it (the staff console answers with it after a change). */
export async function presentClientRow(db: Tx, row: repo.TutorClientRow): Promise<TutorClient> {
  const student = await findUserById(db, row.studentId);
  if (!student) throw clientNotFound();
  return presentClient(row, student);
}

export async function getProfile(db: Tx, tutorId: number): Promise<TutorProfile> {
  const user = await findUserById(db, tutorId);
  if (!user) throw notFound('Профиль репетитора не найден.');
  const profile = await repo.findProfileRow(db, tutorId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatar: user.avatar,
    bio: profile?.bio ?? '',
    subjects: profile?.subjects ?? [],
    experienceYears: profile?.experienceYears ?? 0,
    hourlyRate: profile?.hourlyRate ?? null,
    phone: profile?.phone ?? null,
    timeZone: (profile?.timeZone ?? DEFAULT_TUTOR_TIME_ZONE) as TutorProfile['timeZone'],
  };
}

/** Spec 3 §7: a partial change; subjects must be subjects the platform teaches. */
export async function updateProfile(
  db: Tx,
  tutorId: number,
  patch: TutorProfilePatch,
  variant: Variant = 'RU',
): Promise<TutorProfile> {
  if (patch.phone) checkVariantPhone(variant, patch.phone);
  if (patch.subjects) {
    const known = new Set((await listClassTypes(db)).map((type) => type.id));
    const index = patch.subjects.findIndex((id) => !known.has(id));
    if (index >= 0) throw fieldError(`subjects.${index}`, 'Такого предмета нет.', 'does_not_exist');
    patch = { ...patch, subjects: [...new Set(patch.subjects)] };
  }
  await repo.upsertProfileRow(db, tutorId, patch);
  return getProfile(db, tutorId);
}

// For other modules and demo data.
export const DEFAULT_TUTOR_TIME_ZONE = 'Europe/Moscow';
export const tutorTimeZone = async (db: Tx, tutorId: number) =>
  (await repo.findProfileRow(db, tutorId))?.timeZone ?? DEFAULT_TUTOR_TIME_ZONE;
export const tutorSubjects = async (db: Tx, tutorId: number) =>
  (await repo.findProfileRow(db, tutorId))?.subjects ?? [];
export const clientLinksOfTutor = (db: Tx, tutorId: number) => repo.listClientRows(db, tutorId);
export const clientLinksOfStudent = repo.listClientRowsOfStudent;
export const findClientLink = repo.findClientRow;
export const addClient = repo.insertClientRow;
export const findClientPair = repo.findPairRow;
export const updateClient = repo.updateClientRow;
export type { ClientChanges, TutorClientRow } from './tutor.repo.js';
export const countClients = repo.countClientRows;
export const countActiveTutorsOfStudents = (db: Tx, studentIds: number[]) =>
  repo.countActiveBy(db, 'student', studentIds);
export const countActiveClientsOfTutors = (db: Tx, tutorIds: number[]) => repo.countActiveBy(db, 'tutor', tutorIds);
