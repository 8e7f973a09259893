import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Feature flags served in GrowthBook's format; `rules` are GrowthBook feature rules. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  defaultValue: jsonb('default_value').notNull(),
  rules: jsonb('rules').notNull().default([]),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
