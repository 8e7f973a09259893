import type {
  AnswerValue,
  TrainingAnswer,
  TrainingCreate,
  TrainingListItem,
  TrainingResult,
  TrainingSession,
  TrainingSubject,
  Variant,
} from '@school/contract';
import { TRAINING_DEFAULT_TASKS } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldError, generalError, notFound } from '../../plugins/errors.js';
import { classTypeRefs } from '../homework/class-type-refs.js';
import {
  checkPracticeAnswer,
  practiceCandidates,
  practiceExp,
  practiceKey,
  practiceSubjects,
  practiceTasks,
  presentPracticeTask,
  type PracticeTask,
} from '../homework/task-bank/practice.service.js';
import { grantReward } from '../rewards/rewards.service.js';
import { lockStreak, recordStreakActivity } from '../streak/streak.service.js';
import { pickTasks } from './pick-tasks.js';
import * as repo from './training.repo.js';

const sessionNotFound = () => notFound('Тренировка не найдена.');
const notFinished = () => new AppError(409, 'training_not_finished', 'Тренировка ещё не завершена.');
const finished = () => new AppError(409, 'training_finished', 'Тренировка уже завершена.');

/** `GET /v2/training/subjects/`: subjects the bank has site-checked tasks of. */
export async function trainingSubjects(db: Tx): Promise<TrainingSubject[]> {
  const refOf = await classTypeRefs(db);
  return (await practiceSubjects(db))
    .map(({ classTypeId, tasksCount }) => ({ classType: refOf(classTypeId), tasksCount }))
    .filter((s) => s.classType.title !== '');
}

function presentAnswer(row: repo.AnswerRow, task: PracticeTask['task'] | undefined): TrainingAnswer {
  const answered = row.state !== 'EMPTY';
  const key = answered && task ? practiceKey(task) : { correctAnswerHtml: null, explanationHtml: null };
  return {
    taskId: row.taskId,
    value: row.value ?? null,
    state: row.state,
    points: row.points,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    expEarned: row.expEarned,
    ...key,
  };
}

/** A session's answers in order, their tasks by id and the subjects' references: what both views show. */
async function sessionParts(db: Tx, session: repo.SessionRow) {
  const answers = await repo.listAnswers(db, session.id);
  const found = await practiceTasks(
    db,
    answers.map((a) => a.taskId),
  );
  const tasks = new Map(found.map((t) => [t.task.id, t]));
  return { answers, tasks, refOf: await classTypeRefs(db) };
}

async function presentSession(db: Tx, session: repo.SessionRow): Promise<TrainingSession> {
  const { answers, tasks, refOf } = await sessionParts(db, session);
  return {
    id: session.id,
    classType: refOf(session.classTypeId),
    startedAt: session.startedAt.toISOString(),
    finishedAt: session.finishedAt?.toISOString() ?? null,
    retryOf: session.retryOf,
    tasks: answers.flatMap((a) => {
      const task = tasks.get(a.taskId);
      return task ? [presentPracticeTask(task, a.position)] : [];
    }),
    answers: answers.map((a) => presentAnswer(a, tasks.get(a.taskId)?.task)),
  };
}

/** `POST /v2/training/sessions/`: picks the tasks (docs/training.md "Picking") and starts. */
export async function startTraining(
  db: Db,
  studentId: number,
  input: TrainingCreate,
  random: () => number = Math.random,
  now = new Date(),
): Promise<TrainingSession> {
  const filter = { classTypeId: input.classType, taskNumberIds: input.taskNumbers ?? [], topicIds: input.topics ?? [] };
  return db.transaction(async (tx) => {
    const candidates = await practiceCandidates(tx, filter);
    if (candidates.length === 0)
      throw generalError('Под выбранные условия нет заданий: выбери другие номера или темы.', 'no_tasks');
    const solved = new Set(await repo.solvedTaskIds(tx, studentId, filter.classTypeId));
    const chosen = pickTasks(candidates, solved, input.count ?? TRAINING_DEFAULT_TASKS, random);
    const session = await repo.insertSession(
      tx,
      { studentId, ...filter, startedAt: now },
      chosen.map((c) => ({ taskId: c.id, maxPoints: c.maxPoints })),
    );
    return presentSession(tx, session);
  });
}

/** `GET /v2/training/sessions/`: the newest first. */
export async function recentTrainings(db: Tx, studentId: number, limit: number): Promise<TrainingListItem[]> {
  const refOf = await classTypeRefs(db);
  return (await repo.listRecent(db, studentId, limit)).map(({ session, ...figures }) => ({
    id: session.id,
    classType: refOf(session.classTypeId),
    startedAt: session.startedAt.toISOString(),
    finishedAt: session.finishedAt?.toISOString() ?? null,
    ...figures,
  }));
}

/** `GET /v2/training/sessions/:id/`: the student's own training only (another's is 404). */
export async function trainingDetail(db: Tx, studentId: number, id: number): Promise<TrainingSession> {
  const session = await repo.findSession(db, studentId, id);
  if (!session) throw sessionNotFound();
  return presentSession(db, session);
}

/**
 * `POST /v2/training/sessions/:id/answers/:taskId/`: the first answer to a task is final, checked
 * at once by the homework's rules. XP (points, doubled for a star task) through the ledger with the
 * key `training:<session>:task:<task>`, and a right answer counts for the streak as a solved task
 * — both exactly once: a retried or concurrent answer finds the task answered and gets the stored
 * result (docs/training.md "Exactly once").
 */
export function answerTask(
  db: Db,
  studentId: number,
  sessionId: number,
  taskId: number,
  value: AnswerValue,
  variant: Variant,
  now = new Date(),
): Promise<TrainingAnswer> {
  return db.transaction(async (tx) => {
    const session = await repo.findSession(tx, studentId, sessionId);
    if (!session) throw sessionNotFound();
    const stored = await repo.findAnswer(tx, sessionId, taskId);
    if (!stored) throw notFound('В этой тренировке нет такого задания.');
    const [practice] = await practiceTasks(tx, [taskId]);
    if (!practice) throw notFound('Задание не найдено.');
    const { task } = practice;
    if (stored.state !== 'EMPTY') return presentAnswer(stored, task);
    if (session.finishedAt) throw finished();
    const checked = checkPracticeAnswer(task, value);
    // The streak (and profile) before our rows: the order every streak report locks in.
    await lockStreak(tx, studentId);
    const row = await repo.answerOnce(tx, sessionId, taskId, {
      value: checked.value,
      state: checked.state,
      points: checked.points,
      answeredAt: now,
    });
    if (!row) {
      const winner = await repo.findAnswer(tx, sessionId, taskId);
      if (!winner) throw new Error('training answer row missing');
      return presentAnswer(winner, task);
    }
    const exp = practiceExp(task, checked.points);
    let paid = 0;
    if (exp > 0) {
      const source = `training:${sessionId}`;
      const granted = await grantReward(tx, {
        studentId,
        currency: 'exp',
        amount: exp,
        reason: 'training_task_solved',
        source,
        idempotencyKey: `${source}:task:${taskId}`,
        at: now,
      });
      paid = granted.amount;
      await repo.setExpEarned(tx, sessionId, taskId, paid);
    }
    if (checked.state === 'CORRECT') {
      await recordStreakActivity(tx, { studentId, kind: 'homework_task', ref: String(taskId), at: now }, variant);
    }
    return presentAnswer({ ...row, expEarned: paid }, task);
  });
}

async function presentResult(db: Tx, session: repo.SessionRow): Promise<TrainingResult> {
  if (!session.finishedAt) throw notFinished();
  const { answers, tasks, refOf } = await sessionParts(db, session);
  return {
    id: session.id,
    classType: refOf(session.classTypeId),
    startedAt: session.startedAt.toISOString(),
    finishedAt: session.finishedAt.toISOString(),
    durationSeconds: Math.max(0, Math.round((session.finishedAt.getTime() - session.startedAt.getTime()) / 1000)),
    score: answers.reduce((sum, a) => sum + (a.points ?? 0), 0),
    maxScore: answers.reduce((sum, a) => sum + a.maxPoints, 0),
    tasksTotal: answers.length,
    correctCount: answers.filter((a) => a.state === 'CORRECT').length,
    expEarned: answers.reduce((sum, a) => sum + a.expEarned, 0),
    mistakes: answers
      .filter((a) => a.state !== 'CORRECT')
      .map((a) => ({
        taskId: a.taskId,
        position: a.position,
        examTaskNumber: tasks.get(a.taskId)?.examTaskNumber ?? null,
        topic: tasks.get(a.taskId)?.topic ?? null,
        state: a.state,
      })),
  };
}

/** `POST /v2/training/sessions/:id/finish/`: ends once (a repeat keeps the first end). */
export function finishTraining(db: Db, studentId: number, id: number, now = new Date()): Promise<TrainingResult> {
  return db.transaction(async (tx) => {
    const session = await repo.findSession(tx, studentId, id);
    if (!session) throw sessionNotFound();
    return presentResult(tx, session.finishedAt ? session : await repo.finishOnce(tx, id, now));
  });
}

/** `GET /v2/training/sessions/:id/result/`: 409 `training_not_finished` before the end. */
export async function trainingResult(db: Tx, studentId: number, id: number): Promise<TrainingResult> {
  const session = await repo.findSession(db, studentId, id);
  if (!session) throw sessionNotFound();
  return presentResult(db, session);
}

/** `POST /v2/training/sessions/:id/retry/`: a new training of the finished one's mistakes, same order. */
export function retryMistakes(db: Db, studentId: number, id: number, now = new Date()): Promise<TrainingSession> {
  return db.transaction(async (tx) => {
    const session = await repo.findSession(tx, studentId, id);
    if (!session) throw sessionNotFound();
    if (!session.finishedAt) throw notFinished();
    const mistakes = (await repo.listAnswers(tx, id))
      .filter((a) => a.state !== 'CORRECT')
      .map((a) => ({ taskId: a.taskId, maxPoints: a.maxPoints }));
    if (mistakes.length === 0) throw fieldError('id', 'В этой тренировке нет ошибок.', 'no_mistakes');
    const retry = await repo.insertSession(
      tx,
      {
        studentId,
        classTypeId: session.classTypeId,
        taskNumberIds: session.taskNumberIds,
        topicIds: session.topicIds,
        retryOf: id,
        startedAt: now,
      },
      mistakes,
    );
    return presentSession(tx, retry);
  });
}

/**
 * Demo data (seed/demo-training.ts): a finished training with these answers, checked by the same
 * rules, paying nothing (the demo balances stay as seeded). Once per student: skipped when the
 * student already has a training.
 */
export function seedTraining(
  db: Db,
  input: {
    studentId: number;
    classTypeId: number;
    answers: { taskId: number; value: AnswerValue }[];
    startedAt: Date;
    finishedAt: Date;
  },
): Promise<void> {
  return db.transaction(async (tx) => {
    if ((await repo.listRecent(tx, input.studentId, 1)).length > 0) return;
    const tasks = new Map(
      (
        await practiceTasks(
          tx,
          input.answers.map((a) => a.taskId),
        )
      ).map((t) => [t.task.id, t.task]),
    );
    const answers = input.answers.filter((a) => tasks.has(a.taskId));
    if (answers.length === 0) return;
    const session = await repo.insertSession(
      tx,
      { studentId: input.studentId, classTypeId: input.classTypeId, startedAt: input.startedAt },
      answers.map((a) => ({ taskId: a.taskId, maxPoints: tasks.get(a.taskId)!.maxPoints })),
    );
    for (const [index, a] of answers.entries()) {
      const checked = checkPracticeAnswer(tasks.get(a.taskId)!, a.value);
      const at = new Date(
        input.startedAt.getTime() +
          ((index + 1) * (input.finishedAt.getTime() - input.startedAt.getTime())) / (answers.length + 1),
      );
      await repo.answerOnce(tx, session.id, a.taskId, {
        value: checked.value,
        state: checked.state,
        points: checked.points,
        answeredAt: at,
      });
    }
    await repo.finishOnce(tx, session.id, input.finishedAt);
  });
}
