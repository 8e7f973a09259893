import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { classTypes, classYears } from '../core/core.schema.js';
import { users } from '../users/users.schema.js';

/**
 * The profile screens' fields beyond the user row (spec 1 §2, §3; docs/profile.md): one row per
 * student, made on first write. `needModals` and `personalDataStatus` are set by staff (and the
 * demo seed) and decide the start-up confirmations of spec 3 §4.
 */
export const profileDetails = pgTable('profile_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthday: date('birthday'),
  classYearId: integer('class_year_id').references(() => classYears.id),
  nickname: text('nickname'),
  telegram: text('telegram'),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  needModals: boolean('need_modals').notNull().default(false),
  personalDataStatus: text('personal_data_status'),
  city: text('city'),
  school: text('school'),
  parentFullName: text('parent_full_name'),
  parentPhone: text('parent_phone'),
});

/** Spec 1 §3 statuses a student sets: the time each was set (the client sends the current time). */
export const studentStatuses = pgTable(
  'student_statuses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The subjects a student chose (`/v2/students/class-types/`). */
export const studentClassTypes = pgTable(
  'student_class_types',
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
