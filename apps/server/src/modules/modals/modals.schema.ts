import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classYears } from '../core/core.schema.js';
import { productTypes } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Spec 1 §3 student modal (docs/modals-and-polls.md), authored by staff (issue 16). Targeting:
 * `variant`, `classYearId`, `productTypeId` narrow who sees it; null means everyone.
 * `position` orders the steps of one action; `updatedAt` drives the client's cache refresh.
 */
export const studentModals = pgTable(
  'student_modals',
  {
    id: serial('id').primaryKey(),
    /** Set on modals the seed writes, so a second seeding finds them instead of adding copies. */
    seedKey: text('seed_key').unique(),
    action: text('action').notNull(),
    title: text('title').notNull(),
    showTitle: boolean('show_title').notNull().default(true),
    /** Cleaned HTML (lib/clean-html.ts) */
    textContent: text('text_content').notNull().default(''),
    image: text('image'),
    video: text('video'),
    redirectUrl: text('redirect_url'),
    buttonText: text('button_text'),
    canSkip: boolean('can_skip').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    showStyle: text('show_style').notNull().default('FULL'),
    itemId: integer('item_id'),
    position: integer('position').notNull().default(0),
    variant: text('variant'),
    classYearId: integer('class_year_id').references(() => classYears.id, { onDelete: 'set null' }),
    productTypeId: integer('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_modals_updated_idx').on(t.updatedAt)],
);

/** Spec 1 §3 poll of a (CORNER) modal. */
export const modalPolls = pgTable(
  'modal_polls',
  {
    id: serial('id').primaryKey(),
    modalId: integer('modal_id')
      .notNull()
      .references(() => studentModals.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    question: text('question').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('modal_polls_modal_idx').on(t.modalId)],
);

export const modalPollVariants = pgTable(
  'modal_poll_variants',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => modalPolls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('modal_poll_variants_poll_idx').on(t.pollId)],
);

/** A modal the student has seen (or answered): never shown to them again. */
export const studentModalViews = pgTable(
  'student_modal_views',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modalId: integer('modal_id')
      .notNull()
      .references(() => studentModals.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('student_modal_views_student_modal_idx').on(t.studentId, t.modalId)],
);

/** One answer per student and poll (a second one is 409). */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pollId: integer('poll_id')
      .notNull()
      .references(() => modalPolls.id, { onDelete: 'cascade' }),
    variantIds: integer('variant_ids').array().notNull().default([]),
    textFeedback: text('text_feedback'),
    rating: integer('rating'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('poll_answers_student_poll_idx').on(t.studentId, t.pollId),
    index('poll_answers_poll_idx').on(t.pollId),
  ],
);
