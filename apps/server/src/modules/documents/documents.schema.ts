import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../payment/payment.schema.js';
import { users } from '../users/users.schema.js';

/** A purchase document generated when an order is paid: one PDF per purchased product line. */
export const purchaseDocuments = pgTable(
  'purchase_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    title: text('title').notNull(),
    productLine: text('product_line').notNull(),
    classYear: text('class_year').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    pdf: text('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_documents_user_period_idx').on(t.userId, t.year, t.month)],
);

export const organizationDocuments = pgTable('organization_documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
});

/** Spec 1 §7 `/v2/students/offer/{id}/`: the student accepted the public offer of one purchase, once. */
export const offerAcceptances = pgTable('offer_acceptances', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => purchaseDocuments.id, { onDelete: 'cascade' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});
