import {
  FEEDBACK_COMMENT_SCORE_LIMIT,
  FEEDBACK_REASONS,
  type BodyOf,
  type LessonView,
  type Variant,
  type contract,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError, generalError } from '../../plugins/errors.js';
import { grantReward } from '../rewards/rewards.service.js';
import { recordStreakActivity } from '../streak/streak.service.js';
import { OPENS_BEFORE_START_MS, endOf, isLiveAt } from './lesson-present.js';
import * as views from './lesson-views.repo.js';
import * as repo from './lessons.repo.js';
import { lessonNotFound, mayUse, requireLesson } from './lessons.service.js';
import { lengthForViewing, trustedVideoLength } from './video-length.js';

/** docs/domain.md: a view becomes viewed at 80 % of the length it is measured against. */
export const VIEWED_SHARE = 0.8;
/** Experience for a lesson viewed for the first time. */
export const VIEWED_EXP = 25;
/** A report may claim the wall time since the previous one plus this slack (a tab reports late). */
export const REPORT_SLACK_SECONDS = 30;
/** No lesson counts more than this many times its video length. */
export const TOTAL_CAP_FACTOR = 3;

type SubmissionBody = BodyOf<typeof contract.lessons.submission>;

/**
 * The seconds of a report that count: not more than the time that passed, not past the cap of
 * three lengths (the trusted one, else the planned duration: a student's report does not move it).
 */
function countedSeconds(reported: number, cap: number, watched: number, last: Date | null, now: Date) {
  let time = reported;
  if (last) {
    const elapsed = Math.max(0, Math.floor((now.getTime() - last.getTime()) / 1000));
    time = Math.min(time, elapsed + REPORT_SLACK_SECONDS);
  }
  return Math.max(0, Math.min(time, cap - watched));
}

/** Refuses a lesson being prepared, or one that has not opened yet (spec 2 §4 card rules). */
function assertWatchable(lesson: repo.LessonRow, now: Date): void {
  if (lesson.isPreparing) {
    throw generalError('Урок ещё готовится: смотреть его пока нельзя.', 'lesson_preparing');
  }
  if (!lesson.alwaysOpen && now.getTime() < lesson.startAt.getTime() - OPENS_BEFORE_START_MS) {
    throw generalError('Урок ещё не начался: смотреть его можно с начала трансляции.', 'lesson_not_started');
  }
}

/**
 * `POST /lessons/submissions/` (spec 3 §4): stores the report, adds the counted seconds to the
 * online (live now) or offline share of the view, marks it viewed at the threshold and, the first
 * time, gives the student experience and counts the lesson for the streak day (spec 1 §2) — all in
 * one transaction.
 */
export async function submitWatchTime(
  db: Db,
  studentId: number,
  body: SubmissionBody,
  variant: Variant,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<LessonView & { viewed: boolean }> => {
    const lesson = await repo.findLessonRow(tx, body.lesson);
    const student: AuthUser = { id: studentId, role: 'STUDENT_ROLE' };
    if (!lesson || !(await mayUse(tx, student, lesson, now, body.viaAccessLink))) throw lessonNotFound();
    assertWatchable(lesson, now);
    const view = await views.lockView(tx, studentId, lesson.id);
    const last = await views.lastSubmissionAt(tx, studentId, lesson.id);
    const trusted = await trustedVideoLength(tx, lesson);
    const cap = TOTAL_CAP_FACTOR * (trusted ?? lesson.durationMinutes * 60);
    const time = countedSeconds(body.time, cap, view.viewedOffline + view.viewedOnline, last, now);
    const isLive = isLiveAt(lesson, now);
    await views.insertSubmission(tx, {
      studentId,
      lessonId: lesson.id,
      time,
      isLive,
      viaAccessLink: body.viaAccessLink,
      createdAt: now,
    });
    const viewedOffline = view.viewedOffline + (isLive ? 0 : time);
    const viewedOnline = view.viewedOnline + (isLive ? time : 0);
    const length = lengthForViewing(lesson, trusted, view.reportedVideoLength);
    const viewed = view.viewed || viewedOffline + viewedOnline >= VIEWED_SHARE * length;
    await views.updateView(tx, studentId, lesson.id, {
      viewedOffline,
      viewedOnline,
      viewed,
      skipped: view.skipped,
      updatedAt: now,
    });
    if (viewed && !view.viewed) {
      await grantReward(tx, {
        studentId,
        currency: 'exp',
        amount: VIEWED_EXP,
        reason: 'lesson_viewed',
        source: `lesson:${lesson.id}`,
        idempotencyKey: `lesson:${lesson.id}:viewed`,
      });
      await recordStreakActivity(tx, { studentId, kind: 'lesson', ref: String(lesson.id), at: now }, variant);
    }
    return { viewedOffline, viewedOnline, viewed };
  });
}

/** `POST /v2/lessons/:id/skip-lesson-submission/`: a lesson that is over counts as done, without experience. */
export async function skipLesson(db: Db, user: AuthUser, id: number, now = new Date()): Promise<LessonView> {
  return db.transaction(async (tx) => {
    const lesson = await requireLesson(tx, user, id, now);
    if (endOf(lesson) >= now.getTime()) {
      throw generalError('Пропустить можно только прошедший урок.', 'lesson_not_over');
    }
    const view = await views.lockView(tx, user.id, lesson.id);
    if (!view.viewed) {
      await views.updateView(tx, user.id, lesson.id, { ...view, viewed: true, skipped: true, updatedAt: now });
    }
    return { viewedOffline: view.viewedOffline, viewedOnline: view.viewedOnline };
  });
}

/**
 * `PATCH /lessons/:id/set-video-length/`: the lesson's trusted length when there is one; otherwise
 * the player's report is kept on the student's own view and answered back — it never changes the
 * lesson for anyone else, nor shortens what the student must watch (docs/domain.md "Video length").
 */
export async function setVideoLength(db: Db, user: AuthUser, id: number, videoLength: number, now = new Date()) {
  const lesson = await requireLesson(db, user, id, now);
  const trusted = await trustedVideoLength(db, lesson);
  if (trusted) return { videoLength: trusted };
  await views.reportVideoLength(db, user.id, lesson.id, videoLength);
  return { videoLength };
}

type FeedbackBody = BodyOf<typeof contract.lessons.feedback>;

/** `POST /lessons/:id/feedback/` (spec 1 §5): one per student and lesson; sending again replaces it. */
export async function sendFeedback(db: Tx, user: AuthUser, id: number, body: FeedbackBody, now = new Date()) {
  const lesson = await requireLesson(db, user, id, now);
  if (lesson.startAt.getTime() > now.getTime()) {
    throw generalError('Отзыв можно оставить после начала урока.', 'lesson_not_started');
  }
  const allowed = FEEDBACK_REASONS[body.score] ?? [];
  const reasons = [...new Set(body.reasons)];
  if (reasons.some((reason) => !allowed.includes(reason))) {
    throw fieldError('reasons', 'Такой причины нет среди вариантов для этой оценки.', 'invalid_choice');
  }
  if (body.comment && body.score > FEEDBACK_COMMENT_SCORE_LIMIT) {
    throw fieldError('comment', 'Комментарий можно оставить только к невысокой оценке.', 'invalid');
  }
  await views.upsertFeedback(db, {
    studentId: user.id,
    lessonId: lesson.id,
    score: body.score,
    reasons,
    comment: body.comment,
  });
  return { detail: 'Спасибо за отзыв!' };
}

/** Demo data: a student's view as after some watching. */
export const recordView = views.upsertView;
