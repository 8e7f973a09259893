import { count, desc } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { paymentIncidents } from './payment.schema.js';

export type IncidentRow = typeof paymentIncidents.$inferSelect;
export type NewIncident = typeof paymentIncidents.$inferInsert;

/** A provider repeating the same notice finds its incident recorded already (payment_incidents_notice_idx). */
export async function insertIncident(db: Tx, values: NewIncident): Promise<void> {
  await db.insert(paymentIncidents).values(values).onConflictDoNothing();
}

export async function listIncidents(db: Tx, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(paymentIncidents)
    .orderBy(desc(paymentIncidents.createdAt), desc(paymentIncidents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(paymentIncidents);
  return { count: total?.count ?? 0, rows };
}
