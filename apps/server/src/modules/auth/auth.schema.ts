import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Refresh tokens are stored hashed. Every login starts a family; each refresh spends
 * a token and issues its successor in the same family. Presenting a spent token
 * means it was stolen or replayed, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    // Ending every session of a user (a block, a closed staff account) and listing them (issue 16).
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** One-time codes and reset tokens, stored hashed, spent on first use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_codes_hash_idx').on(t.codeHash)],
);

/** Apps allowed to use the identity pages, and where they may be sent back. */
export const authClients = pgTable('auth_clients', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  redirectOrigins: text('redirect_origins').array().notNull(),
});
