import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { homeworkSubmissions, homeworks } from './homework.schema.js';

export type HomeworkRow = typeof homeworks.$inferSelect;
export type NewHomework = typeof homeworks.$inferInsert;
export type HomeworkSubmissionRow = typeof homeworkSubmissions.$inferSelect;
export type NewHomeworkSubmission = typeof homeworkSubmissions.$inferInsert;

/** A homework with the student's submission on it (null columns when the student has none). */
export interface HomeworkWithSubmission {
  id: number;
  lessonId: number;
  title: string;
  tasksTotal: number;
  deadline: Date;
  submissionId: number | null;
  status: string | null;
  tasksDone: number | null;
}

const columns = {
  id: homeworks.id,
  // Only lessons' homework is read here: the lesson id is there.
  lessonId: sql<number>`${homeworks.lessonId}`.mapWith(Number),
  title: homeworks.title,
  tasksTotal: homeworks.tasksTotal,
  deadline: homeworks.deadline,
  submissionId: homeworkSubmissions.id,
  status: homeworkSubmissions.status,
  tasksDone: homeworkSubmissions.tasksDone,
};

const ofStudent = (studentId: number) =>
  and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, studentId));

const firstOfLessonsQuery = (db: Tx) =>
  db
    .selectDistinctOn([homeworks.lessonId], columns)
    .from(homeworks)
    .leftJoin(
      homeworkSubmissions,
      and(
        eq(homeworkSubmissions.homeworkId, homeworks.id),
        eq(homeworkSubmissions.studentId, sql.placeholder('studentId')),
      ),
    )
    .where(sql`${homeworks.lessonId} = any(${sql.placeholder('lessonIds')})`)
    .orderBy(asc(homeworks.lessonId), asc(homeworks.id))
    .prepare('homework_first_of_lessons');

/**
 * The first homework of each lesson with the student's submission: one query for a whole page
 * of lessons (homeworks by lesson_id, submissions by their (homework_id, student_id) key).
 */
export function listFirstOfLessons(db: Tx, studentId: number, lessonIds: number[]): Promise<HomeworkWithSubmission[]> {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'homework_first_of_lessons', firstOfLessonsQuery).execute({ studentId, lessonIds });
}

/** Homework of these lessons whose deadline falls in [from, to), by deadline. */
export function listDueBetween(
  db: Tx,
  studentId: number,
  lessonIds: number[],
  from: Date,
  to: Date,
): Promise<HomeworkWithSubmission[]> {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(homeworks)
    .leftJoin(homeworkSubmissions, ofStudent(studentId))
    .where(and(inArray(homeworks.lessonId, lessonIds), gte(homeworks.deadline, from), lt(homeworks.deadline, to)))
    .orderBy(asc(homeworks.deadline), asc(homeworks.id));
}

export async function insertHomework(db: Tx, values: NewHomework): Promise<HomeworkRow> {
  const [row] = await db.insert(homeworks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One submission per student and homework: a second call changes its status. */
export async function upsertSubmission(db: Tx, values: NewHomeworkSubmission): Promise<HomeworkSubmissionRow> {
  const [row] = await db
    .insert(homeworkSubmissions)
    .values(values)
    .onConflictDoUpdate({
      target: [homeworkSubmissions.homeworkId, homeworkSubmissions.studentId],
      set: {
        status: values.status,
        tasksDone: values.tasksDone ?? 0,
        score: values.score ?? null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
