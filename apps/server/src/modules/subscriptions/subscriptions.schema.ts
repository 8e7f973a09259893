import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ratePlans } from '../catalog/catalog.schema.js';
import { productTypes } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

/** Auto-renewal of a product type month by month, created by a paid item with isProlongSubscription. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id),
    status: text('status').notNull().default('active'),
    price: integer('price').notNull(),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    accessUntil: timestamp('access_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.status)],
);
