import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { HomeworkStatus } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { homeworkAnswers, homeworkSubmissions, homeworks, homeworkTasks } from './homework.schema.js';
import { classTypeTopics, tasks } from './task-bank/task-bank.schema.js';

// What the individual program (docs/individual-program.md "The plan") asks of homework.

/** Points earned and possible per topic over the student's checked answers of these subjects. */
export function topicScores(db: Tx, studentId: number, classTypeIds: number[]) {
  if (classTypeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      topicId: tasks.topicId,
      earned: sql<number>`sum(${homeworkAnswers.points})::int`,
      possible: sql<number>`sum(${tasks.maxPoints})::int`,
    })
    .from(homeworkSubmissions)
    .innerJoin(homeworkAnswers, eq(homeworkAnswers.submissionId, homeworkSubmissions.id))
    .innerJoin(tasks, eq(tasks.id, homeworkAnswers.taskId))
    .where(
      and(
        eq(homeworkSubmissions.studentId, studentId),
        isNotNull(homeworkAnswers.points),
        isNotNull(tasks.topicId),
        inArray(tasks.classTypeId, classTypeIds),
      ),
    )
    .groupBy(tasks.topicId);
}

export interface PlanHomeworkRow {
  homeworkId: number;
  lessonId: number;
  title: string;
}

/** Statuses of a submission the student still has to work on (spec 2 §4). */
const TO_DO: HomeworkStatus[] = ['UNDONE', 'REFUSED'];

/** Homework of these lessons the student has not handed in (or got back refused). */
export async function listOpenHomework(db: Tx, studentId: number, lessonIds: number[]): Promise<PlanHomeworkRow[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select({ homeworkId: homeworks.id, lessonId: homeworks.lessonId, title: homeworks.title })
    .from(homeworks)
    .leftJoin(
      homeworkSubmissions,
      and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, studentId)),
    )
    .where(
      and(
        inArray(homeworks.lessonId, lessonIds),
        or(sql`${homeworkSubmissions.id} is null`, inArray(homeworkSubmissions.status, TO_DO)),
      ),
    )
    .orderBy(asc(homeworks.id));
  return rows.flatMap((row) => (row.lessonId === null ? [] : [{ ...row, lessonId: row.lessonId }]));
}

/** The topics of the tasks of these lessons' homework: a lesson is about its homework's topics. */
export function listLessonTopics(db: Tx, lessonIds: number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectDistinct({
        homeworkId: homeworks.id,
        lessonId: homeworks.lessonId,
        topicId: classTypeTopics.id,
        title: classTypeTopics.title,
      })
      .from(homeworks)
      .innerJoin(homeworkTasks, eq(homeworkTasks.homeworkId, homeworks.id))
      .innerJoin(tasks, eq(tasks.id, homeworkTasks.taskId))
      .innerJoin(classTypeTopics, eq(classTypeTopics.id, tasks.topicId))
      .where(inArray(homeworks.lessonId, lessonIds))
      // A stable order: among equally weak topics the plan names the first.
      .orderBy(asc(homeworks.id), asc(classTypeTopics.id))
  );
}
