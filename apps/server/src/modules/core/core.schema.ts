import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

export const classYears = pgTable('class_years', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  value: integer('value').notNull().unique(),
});

/** Subjects (spec 2 §3 class type) with their palette. */
export const classTypes = pgTable('class_types', {
  id: serial('id').primaryKey(),
  // A subject is known by its name: two processes seeding at once must not make two of it.
  title: text('title').notNull().unique(),
  colorBase: text('color_base').notNull(),
  colorToxic: text('color_toxic').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const classTypeYears = pgTable(
  'class_type_years',
  {
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    classYearId: integer('class_year_id')
      .notNull()
      .references(() => classYears.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classTypeId, t.classYearId] })],
);

export const siteLanguages = pgTable('site_languages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A home banner (docs/staff-engagement.md "Banners"): shown while active, inside its window
 * (`startsAt`/`endsAt`, null: open) and to its audience (`variants`, `classYearIds`; empty: everyone).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** Set on banners the seed writes, so a second seeding finds them instead of adding copies. */
    seedKey: text('seed_key').unique(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    linkText: text('link_text'),
    color: text('color').notNull().default('violet'),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    variants: text('variants').array().notNull().default([]),
    classYearIds: integer('class_year_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every home visit reads the active ones: only they are indexed, the window and audience are checked on those few.
  (t) => [
    index('banners_active_idx')
      .on(t.id)
      .where(sql`${t.isActive}`),
    check('banners_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const bannerCloses = pgTable(
  'banner_closes',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.userId] })],
);
