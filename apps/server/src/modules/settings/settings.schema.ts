import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Deployment-wide key/value settings: public document links, generated secrets. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
