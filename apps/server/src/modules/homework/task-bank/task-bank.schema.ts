import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TaskOption, TaskType } from '@school/contract';
import { classTypes } from '../../core/core.schema.js';
import { users } from '../../users/users.schema.js';
import type { CorrectAnswer } from './correct-answer.js';

/** Exam task numbers of a subject (spec 1 §7 `course-type-task-numbers`): «Задание 12 · Производная». */
export const courseTypeTaskNumbers = pgTable(
  'course_type_task_numbers',
  {
    id: serial('id').primaryKey(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('course_type_task_numbers_class_number_idx').on(t.classTypeId, t.number)],
);

/** Topics of a subject (spec 1 §7 `class-type-topics`). */
export const classTypeTopics = pgTable(
  'class_type_topics',
  {
    id: serial('id').primaryKey(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('class_type_topics_class_title_idx').on(t.classTypeId, t.title)],
);

/** The task bank: one task may sit in many homework (docs/homework.md "Task types"). */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    /** Set on tasks the seed writes, so a second seeding finds them. */
    seedKey: text('seed_key').unique(),
    /** A tutor's own task (issue 12): only its author sees it. Null = the public bank. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    type: text('type').$type<TaskType>().notNull(),
    statementHtml: text('statement_html').notNull(),
    options: jsonb('options').$type<TaskOption[]>().notNull().default([]),
    matchItems: jsonb('match_items').$type<TaskOption[]>().notNull().default([]),
    /** Null for EXTENDED: a person checks it against `task_criteria`. */
    correct: jsonb('correct').$type<CorrectAnswer | null>(),
    correctHtml: text('correct_html'),
    explanationHtml: text('explanation_html'),
    taskNumberId: integer('task_number_id').references(() => courseTypeTaskNumbers.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').references(() => classTypeTopics.id, { onDelete: 'set null' }),
    maxPoints: integer('max_points').notNull(),
    isStar: boolean('is_star').notNull().default(false),
    hint: text('hint'),
    theoryUrl: text('theory_url'),
  },
  (t) => [index('tasks_class_type_idx').on(t.classTypeId), index('tasks_author_idx').on(t.authorId, t.classTypeId)],
);

/** What a checker scores an EXTENDED task by; the task's max points are their sum. */
export const taskCriteria = pgTable(
  'task_criteria',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    maxPoints: integer('max_points').notNull(),
  },
  (t) => [index('task_criteria_task_idx').on(t.taskId, t.position)],
);
