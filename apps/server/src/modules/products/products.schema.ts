import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productTypes } from '../courses/courses.schema.js';
import { orders } from '../payment/payment.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A gift product received with a paid order (docs/products-access.md): not access yet — the
 * student opens it (`POST /products/open-products-access/{id}/`) until `availableUntil`, and the
 * access then lasts until that moment. One row per order and gift product.
 */
export const studentGifts = pgTable(
  'student_gifts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    transactionUuid: text('transaction_uuid'),
    /** The paid product it came with (null for a bundle's gift). */
    withProductId: integer('with_product_id').references(() => products.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    availableUntil: timestamp('available_until', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_gifts_order_product_idx').on(t.orderId, t.productId),
    index('student_gifts_student_idx').on(t.studentId, t.productId),
  ],
);

/** A free product the student opened: the key that makes the opening happen once. */
export const freeProductOpenings = pgTable(
  'free_product_openings',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.productId] })],
);

/** A curator's group of a master group (a product type of kind MG); `capacity` students at most. */
export const studyGroups = pgTable(
  'study_groups',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    curatorId: integer('curator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_groups_product_type_idx').on(t.productTypeId)],
);

/** A student's place in a master group: one group per student and master group. */
export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.productTypeId] }),
    index('study_group_members_group_idx').on(t.groupId),
  ],
);
