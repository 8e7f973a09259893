import type { TutorLecture, TutorLectureCreate, TutorLecturePatch, TutorLecturesQuery } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { fieldError, isUniqueViolation, notFound } from '../../plugins/errors.js';
import { getClient, getProfile } from '../tutor/tutor.service.js';
import * as repo from './lectures.repo.js';
import { findSubTheories, findSubTheory, type SubTheoryWithTopic } from './theory.service.js';

const lectureNotFound = () => notFound('Лекция не найдена.');
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deadline further than a year ahead is a typo, not a plan. */
const DEADLINE_HORIZON_DAYS = 366;

export function presentSubTheory(subTheory: SubTheoryWithTopic) {
  return {
    id: subTheory.id,
    title: subTheory.title,
    videoLength: subTheory.videoLength,
    topicId: subTheory.topicId,
    topicTitle: subTheory.topicTitle,
    classTypeId: subTheory.classTypeId,
  };
}

function present(row: repo.LectureRow, subTheory: SubTheoryWithTopic): TutorLecture {
  return {
    id: row.id,
    clientId: row.clientId,
    subTheory: presentSubTheory(subTheory),
    comment: row.comment,
    deadline: row.deadline,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function presentOne(db: Tx, row: repo.LectureRow): Promise<TutorLecture> {
  const subTheory = await findSubTheory(db, row.subTheoryId);
  if (!subTheory) throw lectureNotFound();
  return present(row, subTheory);
}

/** A calendar date in the tutor's zone (their profile), where "today" is theirs. */
const dateIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

async function checkDeadline(db: Tx, tutorId: number, deadline: string | null | undefined, now: Date) {
  if (!deadline) return;
  const { timeZone } = await getProfile(db, tutorId);
  if (deadline < dateIn(timeZone, now)) throw fieldError('deadline', 'Срок не может быть в прошлом.', 'past_deadline');
  if (deadline > dateIn(timeZone, new Date(now.getTime() + DEADLINE_HORIZON_DAYS * DAY_MS)))
    throw fieldError('deadline', 'Срок — не дальше чем через год.', 'deadline_too_far');
}

async function subTheoryOrError(db: Tx, id: number) {
  const subTheory = await findSubTheory(db, id);
  if (!subTheory) throw fieldError('sub_theory', 'Такой лекции нет.', 'does_not_exist');
  return subTheory;
}

const alreadyAssigned = () => fieldError('sub_theory', 'Эта лекция уже назначена ученику.', 'already_assigned');

export async function listLectures(db: Tx, tutorId: number, query: TutorLecturesQuery) {
  // Another tutor's client answers 404 like a missing one.
  if (query.client) await getClient(db, tutorId, query.client);
  const { count, rows } = await repo.listTutorLectures(db, tutorId, {
    clientId: query.client,
    limit: query.limit,
    offset: query.offset,
  });
  const subTheories = await findSubTheories(
    db,
    rows.map((row) => row.subTheoryId),
  );
  const results = rows.flatMap((row) => {
    const subTheory = subTheories.get(row.subTheoryId);
    return subTheory ? [present(row, subTheory)] : [];
  });
  return { count, results };
}

export async function getLecture(db: Tx, tutorId: number, id: number): Promise<TutorLecture> {
  const row = await repo.findTutorLecture(db, tutorId, id);
  if (!row) throw lectureNotFound();
  return presentOne(db, row);
}

/** One client gets one sub-theory once: the unique key settles two assignments racing. */
export async function createLecture(
  db: Tx,
  tutorId: number,
  body: TutorLectureCreate,
  now = new Date(),
): Promise<TutorLecture> {
  const client = await getClient(db, tutorId, body.client);
  const subTheory = await subTheoryOrError(db, body.subTheory);
  await checkDeadline(db, tutorId, body.deadline, now);
  try {
    const row = await repo.insertLecture(db, {
      tutorId,
      studentId: client.student.id,
      clientId: client.id,
      subTheoryId: subTheory.id,
      comment: body.comment,
      deadline: body.deadline,
    });
    return present(row, subTheory);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAssigned();
    throw error;
  }
}

export async function updateLecture(
  db: Tx,
  tutorId: number,
  id: number,
  patch: TutorLecturePatch,
  now = new Date(),
): Promise<TutorLecture> {
  const row = await repo.findTutorLecture(db, tutorId, id);
  if (!row) throw lectureNotFound();
  if (patch.subTheory !== undefined) await subTheoryOrError(db, patch.subTheory);
  // An old deadline may stay as it is; a new one is checked.
  if (patch.deadline !== undefined && patch.deadline !== row.deadline)
    await checkDeadline(db, tutorId, patch.deadline, now);
  try {
    const updated = await repo.updateLecture(db, id, {
      subTheoryId: patch.subTheory,
      comment: patch.comment,
      deadline: patch.deadline,
    });
    return presentOne(db, updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAssigned();
    throw error;
  }
}

export async function deleteLecture(db: Tx, tutorId: number, id: number): Promise<Record<string, never>> {
  const row = await repo.findTutorLecture(db, tutorId, id);
  if (!row) throw lectureNotFound();
  await repo.deleteLecture(db, id);
  return {};
}

export const countClientLectures = repo.countClientLectures;
export const insertLecture = repo.insertLecture;
