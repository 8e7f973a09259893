import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** SMS confirmation codes (spec 1 §5: 4 digits, resend after 60 s), stored hashed. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    phoneKeyHash: text('phone_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt)],
);
