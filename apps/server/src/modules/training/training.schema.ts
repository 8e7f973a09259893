import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerState, AnswerValue } from '@school/contract';
import { classTypes } from '../core/core.schema.js';
import { tasks } from '../homework/task-bank/task-bank.schema.js';
import { users } from '../users/users.schema.js';

/** One training of a student (docs/training.md): the filters it was picked by, its start and end. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    taskNumberIds: jsonb('task_number_ids').$type<number[]>().notNull().default([]),
    topicIds: jsonb('topic_ids').$type<number[]>().notNull().default([]),
    /** The session whose mistakes this one retries. */
    retryOf: integer('retry_of'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('training_sessions_student_idx').on(t.studentId, t.startedAt)],
);

/**
 * A task of a training and its one answer: made EMPTY with the session (the order is `position`),
 * answered once by a conditional update (`where state = 'EMPTY'`), so a retried or concurrent
 * answer changes nothing and pays nothing.
 */
export const trainingAnswers = pgTable(
  'training_answers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The task's max points when picked: the training's maximum stays what it was. */
    maxPoints: integer('max_points').notNull(),
    value: jsonb('value').$type<AnswerValue>(),
    state: text('state').$type<AnswerState>().notNull().default('EMPTY'),
    points: integer('points'),
    expEarned: integer('exp_earned').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.taskId] }), index('training_answers_task_idx').on(t.taskId)],
);
