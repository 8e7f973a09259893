import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lessons } from '../lessons/lessons.schema.js';
import { users } from '../users/users.schema.js';

/** A lesson's homework; the tasks themselves come with the homework issue. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    tasksTotal: integer('tasks_total').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  },
  (t) => [index('homeworks_lesson_idx').on(t.lessonId), index('homeworks_deadline_idx').on(t.deadline)],
);

/** The student's attempt at a homework, with the statuses of spec 2 §4. */
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
    status: text('status').notNull(),
    tasksDone: integer('tasks_done').notNull().default(0),
    score: integer('score'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('homework_submissions_homework_student_idx').on(t.homeworkId, t.studentId)],
);
