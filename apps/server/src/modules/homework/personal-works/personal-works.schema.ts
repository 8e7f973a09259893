import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classTypes } from '../../core/core.schema.js';
import { tutorClients } from '../../tutor/tutor.schema.js';
import { users } from '../../users/users.schema.js';
import { homeworkSubmissions } from '../homework.schema.js';
import { tasks } from '../task-bank/task-bank.schema.js';

/**
 * A personal work (spec 3 §7 self-study) in the tutor's library. Giving it to a client copies it
 * into a TUTOR homework (docs/tutor-and-manager.md "Personal works"), so editing the library
 * never touches what a student is doing.
 */
export const tutorWorks = pgTable(
  'tutor_works',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The timer an assignment gets by default; null = none. */
    timeLimitMinutes: integer('time_limit_minutes'),
    /** Deleted from the library after it was given: kept for the assignments that name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_works_tutor_idx').on(t.tutorId, t.updatedAt)],
);

export const tutorWorkTasks = pgTable(
  'tutor_work_tasks',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => tutorWorks.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.taskId] }), index('tutor_work_tasks_task_idx').on(t.taskId)],
);

/**
 * A work given to a client: the student's submission of the copy. One per work and client
 * (the unique key answers a repeat, a concurrent one too, with 409).
 */
export const tutorAssignments = pgTable(
  'tutor_assignments',
  {
    submissionId: integer('submission_id')
      .primaryKey()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => tutorWorks.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => tutorClients.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tutor_assignments_work_client_idx').on(t.workId, t.clientId),
    index('tutor_assignments_tutor_idx').on(t.tutorId, t.clientId),
  ],
);
