import { index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** A deck of memory cards for one subject (spec 1 §2 /progress, the trainer). */
export const memoryDecks = pgTable('memory_decks', {
  id: serial('id').primaryKey(),
  /** The seed's name for the deck, so seeding again finds it. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const memoryCards = pgTable(
  'memory_cards',
  {
    id: serial('id').primaryKey(),
    deckId: integer('deck_id')
      .notNull()
      .references(() => memoryDecks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
  },
  (t) => [uniqueIndex('memory_cards_deck_position_idx').on(t.deckId, t.position)],
);

/** A student's FSRS memory state of one card (ts-fsrs `Card`); no row: the card is new to them. */
export const memoryCardStates = pgTable(
  'memory_card_states',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => memoryCards.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.cardId] }), index('memory_card_states_due_idx').on(t.studentId, t.due)],
);

/** Every answer, kept: FSRS parameters can be fitted to a student's history later. */
export const memoryCardReviews = pgTable(
  'memory_card_reviews',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => memoryCards.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('memory_card_reviews_student_idx').on(t.studentId, t.reviewedAt)],
);
