import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** Set on banners the seed writes, so a second seeding finds them instead of adding copies. */
  seedKey: text('seed_key').unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  linkText: text('link_text'),
  color: text('color').notNull().default('violet'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
