import type { HomeworkListItem } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { listOwnedProducts } from '../courses/courses.service.js';
import { lessonRefsOfProducts } from '../lessons/lessons.service.js';
import { classTypeRefs } from './class-type-refs.js';
import { fullName } from './homework-info.js';
import { findUserNames } from '../users/users.service.js';
import { effectiveStatus, isPastDeadline } from './homework-rules.js';
import * as repo from './homework-list.repo.js';

/** `GET /v2/homework/`: the student's homework with the status groups of docs/homework.md. */
export async function listHomework(db: Tx, studentId: number, filter: repo.ListFilter, now = new Date()) {
  const owned = await listOwnedProducts(db, studentId, now);
  const lessons = await lessonRefsOfProducts(
    db,
    owned.map((p) => p.productId),
  );
  const lessonTitles = new Map(lessons.map((l) => [l.id, l.title]));
  const rows = await repo.listPage(db, studentId, [...lessonTitles.keys()], filter, now);
  const classType = await classTypeRefs(db);
  const authorIds = [
    ...new Set(rows.flatMap((row) => (row.homework.authorId === null ? [] : [row.homework.authorId]))),
  ];
  const tutors = new Map((await findUserNames(db, authorIds)).map((u) => [u.id, fullName(u)]));
  const [stars, answered] = await concurrently(
    db,
    () =>
      repo.starCounts(
        db,
        rows.map((row) => row.homework.id),
      ),
    () =>
      repo.answeredCounts(
        db,
        rows.flatMap((row) => (row.submission ? [row.submission.id] : [])),
      ),
  );
  const results = rows.map(({ homework, submission }): HomeworkListItem => {
    const status = submission?.status ?? null;
    return {
      homeworkId: homework.id,
      submissionId: submission?.id ?? null,
      title: homework.title,
      kind: homework.kind,
      lessonId: homework.lessonId,
      lessonTitle: homework.lessonId === null ? null : (lessonTitles.get(homework.lessonId) ?? null),
      classType: classType(homework.classTypeId),
      deadline: homework.deadline.toISOString(),
      status: status
        ? effectiveStatus(status, homework.deadline, now)
        : isPastDeadline(homework.deadline, now)
          ? 'EXPIRED'
          : null,
      tasksTotal: homework.tasksTotal,
      tasksDone: submission ? (answered.get(submission.id) ?? 0) : 0,
      starTasks: stars.get(homework.id) ?? 0,
      score: submission?.score ?? null,
      maxScore: homework.maxScore,
      tutorName: homework.authorId === null ? null : (tutors.get(homework.authorId) ?? null),
      timeLimitMinutes: homework.timeLimitMinutes,
    };
  });
  // An offset past the end has no rows to carry the window count: count again only then.
  const count =
    rows[0]?.total ??
    (filter.offset > 0
      ? ((await repo.listPage(db, studentId, [...lessonTitles.keys()], { ...filter, offset: 0, limit: 1 }, now))[0]
          ?.total ?? 0)
      : 0);
  return { count, results };
}
