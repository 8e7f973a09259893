import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { createModal, markViewedFor } from '../modules/modals/modals.write.js';
import { DEMO_MODALS, MODAL_DEMO_STUDENTS } from './demo-modals-data.js';

/**
 * Issue 13 demo modals, once per database (a modal's seedKey marks it). The students who exist
 * when they are first written, but MODAL_DEMO_STUDENTS, have them marked viewed: the e2e flows that
 * sign in as demo students must not meet a surprise modal or poll.
 */
export async function seedDemoModals(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.query.studentModals.findMany({ columns: { seedKey: true } });
    const stored = new Set(existing.map((row) => row.seedKey));
    const created: number[] = [];
    for (const modal of DEMO_MODALS) {
      if (stored.has(modal.seedKey ?? null)) continue;
      created.push(await createModal(tx, modal));
    }
    if (!created.length) return;
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'STUDENT_ROLE'), notInArray(users.email, MODAL_DEMO_STUDENTS)));
    await markViewedFor(
      tx,
      others.map((row) => row.id),
      created,
    );
  });
}
