import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StartingLevel } from '@school/contract';
import { classTypes } from '../core/core.schema.js';
import { productTypes } from '../courses/courses.schema.js';
import { tasks } from '../homework/task-bank/task-bank.schema.js';
import { users } from '../users/users.schema.js';

/** A short placement test of a subject (docs/level-tests-and-lottery.md), made of task-bank tasks. */
export const levelTests = pgTable(
  'level_tests',
  {
    id: serial('id').primaryKey(),
    /** Set on tests the seed writes, so a second seeding finds them. */
    seedKey: text('seed_key').unique(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [index('level_tests_class_type_idx').on(t.classTypeId)],
);

export const levelTestTasks = pgTable(
  'level_test_tasks',
  {
    levelTestId: integer('level_test_id')
      .notNull()
      .references(() => levelTests.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.levelTestId, t.taskId] })],
);

/** Which product type a test suggests for each level it gives. */
export const levelTestProducts = pgTable(
  'level_test_products',
  {
    levelTestId: integer('level_test_id')
      .notNull()
      .references(() => levelTests.id, { onDelete: 'cascade' }),
    level: text('level').$type<StartingLevel>().notNull(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.levelTestId, t.level] })],
);

export interface StoredLevelAnswer {
  taskId: number;
  points: number;
  correct: boolean;
}

/** The student's latest result of a test: a retake replaces it. */
export const levelTestResults = pgTable(
  'level_test_results',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelTestId: integer('level_test_id')
      .notNull()
      .references(() => levelTests.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    maxPoints: integer('max_points').notNull(),
    percent: integer('percent').notNull(),
    level: text('level').$type<StartingLevel>().notNull(),
    currentResult: integer('current_result').notNull(),
    examMaxPoints: integer('exam_max_points').notNull(),
    suggestedProductTypeId: integer('suggested_product_type_id').references(() => productTypes.id, {
      onDelete: 'set null',
    }),
    answers: jsonb('answers').$type<StoredLevelAnswer[]>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.levelTestId] })],
);
