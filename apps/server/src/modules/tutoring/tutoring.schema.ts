import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * A tutor's or a client's weekly availability (docs/tutor-and-manager.md "Slots, schedules and
 * bookings"): slot keys `weekday * 100 + hour` in the owner's time zone. The row is also the lock
 * every booking takes on both people (SELECT … FOR UPDATE, in user id order).
 */
export const tutoringAvailability = pgTable('tutoring_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  slots: integer('slots').array().notNull().default([]),
  /** Tutors: the weekdays they teach double lessons (spec 3 §4). */
  doubleLessonDays: integer('double_lesson_days').array().notNull().default([]),
  /** Whether the owner saved it (a row made only to be locked has not). */
  saved: boolean('saved').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A booked run of lessons of one client with one tutor: once, or weekly by its RFC 5545 rule. */
export const tutoringSchedules = pgTable(
  'tutoring_schedules',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ONCE_PAYED | ONCE_FREE | REGULAR */
    kind: text('kind').notNull(),
    /** ONCE | REGULAR */
    recurrence: text('recurrence').notNull(),
    /** ACTIVE | CANCELED | RESTORED */
    state: text('state').notNull().default('ACTIVE'),
    /** Slot keys in `time_zone` (the tutor's when booked). */
    slots: integer('slots').array().notNull(),
    timeZone: text('time_zone').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    rrule: text('rrule').notNull(),
    callUrl: text('call_url').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutoring_schedules_tutor_idx').on(t.tutorId, t.state),
    index('tutoring_schedules_student_idx').on(t.studentId, t.state),
  ],
);

/** One hour-long tutoring lesson (spec 2 §4 statuses and kinds). */
export const tutoringLessons = pgTable(
  'tutoring_lessons',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => tutoringSchedules.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    /** This lesson consumed one of the client's paid individual lessons (lesson-status.ts writesOff). */
    writtenOff: boolean('written_off').notNull().default(false),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A schedule's occurrence exists once (topping up the horizon may run twice).
    uniqueIndex('tutoring_lessons_schedule_start_idx').on(t.scheduleId, t.startsAt),
    // The last guard against double booking: one upcoming lesson per person per hour.
    uniqueIndex('tutoring_lessons_tutor_upcoming_idx')
      .on(t.tutorId, t.startsAt)
      .where(sql`${t.status} in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW')`),
    uniqueIndex('tutoring_lessons_student_upcoming_idx')
      .on(t.studentId, t.startsAt)
      .where(sql`${t.status} in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW')`),
    index('tutoring_lessons_tutor_start_idx').on(t.tutorId, t.startsAt),
    index('tutoring_lessons_student_start_idx').on(t.studentId, t.startsAt),
  ],
);

/** A manager's booking session: it holds the tutor's hours until confirmed or expired. */
export const tutoringBookings = pgTable(
  'tutoring_bookings',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** open | confirmed | canceled | expired */
    status: text('status').notNull().default('open'),
    slots: integer('slots').array().notNull(),
    recurrence: text('recurrence').notNull(),
    kind: text('kind').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    lessonStarts: timestamp('lesson_starts', { withTimezone: true }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    scheduleId: integer('schedule_id').references(() => tutoringSchedules.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Открытая сессия с клиентом уже существует': one open session per client, whoever opened it.
    uniqueIndex('tutoring_bookings_open_student_idx')
      .on(t.studentId)
      .where(sql`${t.status} = 'open'`),
    index('tutoring_bookings_tutor_idx').on(t.tutorId, t.status),
  ],
);

/** A tutor's weekly hour held by an open booking: two sessions cannot hold the same hour. */
export const tutoringSlotHolds = pgTable(
  'tutoring_slot_holds',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => tutoringBookings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.slot] }), index('tutoring_slot_holds_booking_idx').on(t.bookingId)],
);
