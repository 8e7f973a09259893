import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mails are unique regardless of case: one person, one account.
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // People lists (tutor clients, manager customers) are ordered by name within a role.
    index('users_role_name_idx').on(t.role, t.lastName, t.firstName),
    // The staff's prefix searches (`like 'ann%'`) whatever the database's collation (issue 16).
    index('users_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // The first name is in the index too, so «Фамилия Имя» narrows inside it (bench:staff).
    index('users_role_name_pattern_idx').on(
      t.role,
      sql`${t.lastName} text_pattern_ops`,
      sql`${t.firstName} text_pattern_ops`,
    ),
  ],
);

/** The student side of a user (spec 1 §3 Student profile, Balance). */
export const studentProfiles = pgTable('student_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  exp: integer('exp').notNull().default(0),
  levelTitle: text('level_title').notNull().default('Новичок'),
  umcoins: integer('umcoins').notNull().default(0),
  medals: integer('medals').notNull().default(0),
  keys: integer('keys').notNull().default(0),
  bonuses: integer('bonuses').notNull().default(0),
  acceptedPersonalData: boolean('accepted_personal_data').notNull().default(false),
  acceptedApartmentLottery: boolean('accepted_apartment_lottery').notNull().default(false),
  hasChosenGoals: boolean('has_chosen_goals').notNull().default(false),
  subscribedForNews: boolean('subscribed_for_news').notNull().default(false),
  /** The zone whose midnight ends the student's streak day (docs/streak.md); null: the variant's. */
  timeZone: text('time_zone'),
});

/** A user's account at a social provider (VK ID first). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_accounts_provider_uid_idx').on(t.provider, t.providerUserId)],
);
