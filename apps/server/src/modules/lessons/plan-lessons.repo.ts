import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessons, lessonViews } from './lessons.schema.js';

// What the individual program (docs/individual-program.md "The plan") asks of lessons.

export interface PlanLessonRow {
  lessonId: number;
  productTypeId: number;
  title: string;
  startAt: Date;
}

/** Lessons of these products starting from `from` to `until` the student has not watched, in timetable order. */
export function listUnwatchedLessons(
  db: Tx,
  studentId: number,
  productIds: number[],
  from: Date,
  until: Date,
): Promise<PlanLessonRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lessonId: lessons.id,
      productTypeId: lessons.productTypeId,
      title: lessons.title,
      startAt: lessons.startAt,
    })
    .from(lessons)
    .leftJoin(lessonViews, and(eq(lessonViews.lessonId, lessons.id), eq(lessonViews.studentId, studentId)))
    .where(
      and(
        inArray(lessons.productId, productIds),
        // Drafts are not planned (issue 16).
        eq(lessons.isPublished, true),
        gte(lessons.startAt, from),
        lte(lessons.startAt, until),
        or(sql`${lessonViews.lessonId} is null`, eq(lessonViews.viewed, false)),
      ),
    )
    .orderBy(asc(lessons.startAt), asc(lessons.id));
}
