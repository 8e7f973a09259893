import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * The staff audit log (issue 16, docs/staff.md): who changed what and when, written in the same
 * transaction as the change itself, so a change without its record cannot happen.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    /** A verb in dotted form: `lesson.publish`, `promo.create`, `access.grant`. */
    action: text('action').notNull(),
    /** The kind of thing changed (`lesson`, `product`, `user`) and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** What changed: `{ field: [before, after] }`, or the input of a creation; reasons go here too. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('staff_audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
