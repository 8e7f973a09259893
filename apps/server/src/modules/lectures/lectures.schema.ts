import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classTypes } from '../core/core.schema.js';
import { users } from '../users/users.schema.js';
import { tutorClients } from '../tutor/tutor.schema.js';

/** A theory topic of a subject (spec 3 §7 GET /tutor/theory/): a group of sub-theories. */
export const theoryTopics = pgTable(
  'theory_topics',
  {
    id: serial('id').primaryKey(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    // A topic is known by its title within a subject: the idempotent seed relies on it.
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('theory_topics_subject_title_idx').on(t.classTypeId, t.title)],
);

/** One video with its explanatory text (HTML, shown through the safe renderer). */
export const subTheories = pgTable(
  'sub_theories',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => theoryTopics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    videoUrl: text('video_url'),
    /** Seconds. */
    videoLength: integer('video_length'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sub_theories_topic_idx').on(t.topicId, t.position)],
);

/**
 * A video lecture a tutor gave a client (issue 12): one sub-theory. `tutor_id` and `student_id`
 * are the client's, copied at assignment, so each side's list reads one table. A client gets a
 * sub-theory once (unique), which also settles two assignments racing.
 */
export const tutorLectures = pgTable(
  'tutor_lectures',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => tutorClients.id, { onDelete: 'cascade' }),
    subTheoryId: integer('sub_theory_id')
      .notNull()
      .references(() => subTheories.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    deadline: date('deadline', { mode: 'string' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tutor_lectures_client_sub_theory_idx').on(t.clientId, t.subTheoryId),
    index('tutor_lectures_tutor_idx').on(t.tutorId, t.createdAt),
    index('tutor_lectures_student_idx').on(t.studentId, t.createdAt),
  ],
);
