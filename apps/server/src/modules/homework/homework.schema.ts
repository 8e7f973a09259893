import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnswerState, AnswerValue, HomeworkKind, HomeworkStatus } from '@school/contract';
import { classTypes } from '../core/core.schema.js';
import { lessons } from '../lessons/lessons.schema.js';
import { users } from '../users/users.schema.js';
import { tasks } from './task-bank/task-bank.schema.js';

/** A homework: of a lesson (LESSON, MINI_TEST) or given by a tutor (TUTOR, no lesson; issue 12). */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<HomeworkKind>().notNull().default('LESSON'),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    /** Who gave a TUTOR homework. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    tasksTotal: integer('tasks_total').notNull(),
    /** The sum of its tasks' max points: the list tells "work on mistakes open" in SQL by it. */
    maxScore: integer('max_score').notNull().default(0),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Spec 3 §9 timer: minutes from the first open, then the server hands the work in. */
    timeLimitMinutes: integer('time_limit_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homeworks_lesson_idx').on(t.lessonId),
    index('homeworks_deadline_idx').on(t.deadline),
    index('homeworks_class_type_deadline_idx').on(t.classTypeId, t.deadline),
    index('homeworks_author_idx').on(t.authorId),
  ],
);

export const homeworkTasks = pgTable(
  'homework_tasks',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.taskId] }), index('homework_tasks_task_idx').on(t.taskId)],
);

/** The student's attempt at a homework, with the statuses of spec 2 §4 (transitions: docs/homework.md). */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<HomeworkStatus>().notNull(),
    tasksDone: integer('tasks_done').notNull().default(0),
    score: integer('score'),
    /** Site-checked tasks not fully right: what the work on mistakes would reopen. */
    mistakes: integer('mistakes').notNull().default(0),
    /** 1 for the first hand-in, 2 once the work on mistakes is handed in. */
    attempt: integer('attempt').notNull().default(1),
    /** The work on mistakes was opened (answers of reopened tasks are editable). */
    bugsOpenedAt: timestamp('bugs_opened_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    refuseReason: text('refuse_reason'),
    expEarned: integer('exp_earned').notNull().default(0),
    /** The first open of a timed homework: the timer runs from here (spec 3 §9). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** started_at + the homework's limit: the server hands it in then. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The timer sweep reads only running timers.
    index('homework_submissions_timer_idx')
      .on(t.endsAt)
      .where(sql`${t.endsAt} is not null and ${t.status} = 'UNDONE'`),
    uniqueIndex('homework_submissions_homework_student_idx').on(t.homeworkId, t.studentId),
    index('homework_submissions_student_idx').on(t.studentId, t.homeworkId),
    // The checking queue reads only what waits for a person.
    index('homework_submissions_waiting_idx')
      .on(t.homeworkId, t.submittedAt)
      .where(sql`${t.status} in ('DONE', 'RESENT')`),
    // The staff dashboard's homework handed in per day (issue 16).
    index('homework_submissions_submitted_idx').on(t.submittedAt),
  ],
);

export interface CriterionPoints {
  criterionId: number;
  points: number;
}

/** One answer per task of a submission; `revision` is the client's counter (offline replays lose). */
export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<AnswerValue | null>(),
    revision: integer('revision').notNull().default(0),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    state: text('state').$type<AnswerState>().notNull().default('EMPTY'),
    points: integer('points'),
    comment: text('comment'),
    criteriaPoints: jsonb('criteria_points').$type<CriterionPoints[]>().notNull().default([]),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Opened again by the work on mistakes. */
    reopened: boolean('reopened').notNull().default(false),
    /** XP this answer has paid so far: a later check pays only the difference. */
    expEarned: integer('exp_earned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.taskId] })],
);

/** Checked and refused submissions, for the notifications of a later issue. */
export const homeworkEvents = pgTable(
  'homework_events',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'checked' | 'refused'>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<HomeworkStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homework_events_student_idx').on(t.studentId, t.createdAt),
    // The staff dashboard's checks per day (issue 16).
    index('homework_events_created_idx').on(t.createdAt),
  ],
);

/** The subjects a curator or teacher checks; a head curator checks all (spec 1 §6). */
export const checkerClassTypes = pgTable(
  'checker_class_types',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classTypeId] })],
);
