import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';
import { classTypes } from '../core/core.schema.js';

/**
 * A student a tutor teaches (spec 3 §1 tutors manage clients). One row per pair:
 * a tutor teaches a student one subject; the row's id is the client id of /clients/{id}.
 */
export const tutorClients = pgTable(
  'tutor_clients',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: date('since', { mode: 'string' }).notNull().defaultNow(),
    /** active | paused | finished */
    status: text('status').notNull().default('active'),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    /** The grade, 9-11 (spec 3 §1). */
    classYear: integer('class_year').notNull(),
    lessonsPerWeek: integer('lessons_per_week').notNull().default(1),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tutor_clients_pair_idx').on(t.tutorId, t.studentId),
    // The tutor's list filters by status; the manager's list counts active tutors per student.
    index('tutor_clients_tutor_status_idx').on(t.tutorId, t.status),
    index('tutor_clients_student_status_idx').on(t.studentId, t.status),
  ],
);

/** The tutor side of a user; a tutor without a row has the defaults. */
export const tutorProfiles = pgTable('tutor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  /** Class type ids the tutor teaches. */
  subjects: integer('subjects').array().notNull().default([]),
  experienceYears: integer('experience_years').notNull().default(0),
  /** Kopecks; null when not published. */
  hourlyRate: integer('hourly_rate'),
  phone: text('phone'),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
