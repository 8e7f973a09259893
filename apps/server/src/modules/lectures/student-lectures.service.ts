import type { StudentLecture, StudentLectureDetail } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { findUserNames } from '../users/users.service.js';
import * as repo from './lectures.repo.js';
import { presentSubTheory } from './lectures.service.js';
import { findSubTheories, findSubTheory, type SubTheoryWithTopic } from './theory.service.js';

const lectureNotFound = () => notFound('Лекция не найдена.');
type Names = Map<number, { firstName: string; lastName: string }>;

async function tutorNames(db: Tx, ids: number[]): Promise<Names> {
  const rows = await findUserNames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { firstName: row.firstName, lastName: row.lastName }]));
}

function present(row: repo.LectureRow, subTheory: SubTheoryWithTopic, names: Names): StudentLecture {
  return {
    id: row.id,
    subTheory: presentSubTheory(subTheory),
    tutor: names.get(row.tutorId) ?? { firstName: '', lastName: '' },
    comment: row.comment,
    deadline: row.deadline,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The student's lectures from every tutor, not yet watched first (issue 12). */
export async function listStudentLectures(db: Tx, studentId: number, page: { limit: number; offset: number }) {
  const { count, rows } = await repo.listStudentLectures(db, studentId, page);
  const [subTheories, names] = await Promise.all([
    findSubTheories(
      db,
      rows.map((row) => row.subTheoryId),
    ),
    tutorNames(
      db,
      rows.map((row) => row.tutorId),
    ),
  ]);
  const results = rows.flatMap((row) => {
    const subTheory = subTheories.get(row.subTheoryId);
    return subTheory ? [present(row, subTheory, names)] : [];
  });
  return { count, results };
}

/** Another student's lecture answers 404 like a missing one. */
export async function getStudentLecture(db: Tx, studentId: number, id: number): Promise<StudentLectureDetail> {
  const row = await repo.findStudentLecture(db, studentId, id);
  if (!row) throw lectureNotFound();
  const [subTheory, names] = await Promise.all([findSubTheory(db, row.subTheoryId), tutorNames(db, [row.tutorId])]);
  if (!subTheory) throw lectureNotFound();
  return { ...present(row, subTheory, names), text: subTheory.text, video: subTheory.videoUrl };
}

/** Watching marks the lecture viewed; the tutor sees the first time. */
export async function markLectureViewed(db: Tx, studentId: number, id: number, now = new Date()) {
  const row = await repo.findStudentLecture(db, studentId, id);
  if (!row) throw lectureNotFound();
  await repo.markViewed(db, id, now);
  return getStudentLecture(db, studentId, id);
}
