import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Spec 3 §3 `onboardingState`: one row per step a student's client has reported. A row per step
 * (rather than one json map) makes the PATCH merge an upsert per key, so two tabs completing two
 * steps at once both keep theirs.
 */
export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    completed: boolean('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
