import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { requireLesson } from '../lessons/lessons.service.js';
import { checkerClassTypeIds } from './checkers.repo.js';
import { withContext } from './homework-info.js';
import * as repo from './submission.repo.js';
import type { HomeworkRow } from './submission.repo.js';

// Another student's homework is answered like a missing one: ids are not confirmed to strangers.
export const homeworkNotFound = () => notFound('Домашнее задание не найдено.');

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

/**
 * The homework if the student may do it: a lesson's homework with the lesson's own access rule
 * (the lessons module decides), a tutor's homework only when given to them (a submission exists).
 */
export async function requireStudentHomework(db: Tx, user: AuthUser, id: number, now: Date) {
  const homework = await repo.findHomeworkRow(db, id);
  if (!homework) throw homeworkNotFound();
  if (homework.lessonId === null) {
    if (!(await repo.findSubmission(db, id, user.id))) throw homeworkNotFound();
    return withContext(db, homework);
  }
  try {
    const lesson = await requireLesson(db, user, homework.lessonId, now);
    return await withContext(db, homework, lesson.title);
  } catch (error) {
    throw isNotFound(error) ? homeworkNotFound() : error;
  }
}

/**
 * Who checks a homework's submissions: a tutor's homework only its tutor (a tutor's client is the
 * tutor's to check, issue 12); any other the checkers of its subject.
 */
export async function mayCheckHomework(db: Tx, user: AuthUser, homework: HomeworkRow): Promise<boolean> {
  if (homework.kind === 'TUTOR') return user.role === 'TUTOR_ROLE' && homework.authorId === user.id;
  return user.role !== 'TUTOR_ROLE' && mayCheck(db, user, homework.classTypeId);
}

/** A head curator checks every subject; a curator or teacher only the ones given to them. */
export async function mayCheck(db: Tx, user: AuthUser, classTypeId: number): Promise<boolean> {
  if (user.role === 'HEAD_CURATOR') return true;
  return (await checkerClassTypeIds(db, user.id)).includes(classTypeId);
}
