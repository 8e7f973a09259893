import type { Tx } from '../../db/client.js';
import { findLesson } from '../lessons/lessons.service.js';
import { findUserById } from '../users/users.service.js';
import { classTypeRefs, type ClassTypeRef } from './class-type-refs.js';
import { findHomeworkRow, type HomeworkRow } from './submission.repo.js';

/** A homework with what its pages show around the tasks: the lesson's title and the subject. */
export interface HomeworkInfo {
  homework: HomeworkRow;
  lessonTitle: string | null;
  classType: ClassTypeRef;
  /** Who gave a TUTOR homework, "Имя Фамилия". */
  tutorName: string | null;
}

/** A person as a student reads who gave them work: first name, then last. */
export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

export async function withContext(db: Tx, homework: HomeworkRow, lessonTitle?: string): Promise<HomeworkInfo> {
  const title =
    lessonTitle ?? (homework.lessonId === null ? null : ((await findLesson(db, homework.lessonId))?.title ?? null));
  const author = homework.authorId === null ? undefined : await findUserById(db, homework.authorId);
  return {
    homework,
    lessonTitle: title,
    classType: (await classTypeRefs(db))(homework.classTypeId),
    tutorName: author ? fullName(author) : null,
  };
}

export async function findHomework(db: Tx, id: number): Promise<HomeworkInfo | undefined> {
  const homework = await findHomeworkRow(db, id);
  return homework && withContext(db, homework);
}

export async function studentName(db: Tx, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw new Error('student of a submission missing');
  return { id: user.id, firstName: user.firstName, lastName: user.lastName };
}
