import { eq } from 'drizzle-orm';
import type { PollType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { cleanHtml } from '../../lib/clean-html.js';
import { modalPolls, modalPollVariants, studentModals, studentModalViews } from './modals.schema.js';

export interface NewPoll {
  type: PollType;
  question: string;
  variants?: { text: string; description?: string | null }[];
}

export type NewModal = Omit<typeof studentModals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  polls?: NewPoll[];
};

/**
 * Writes a modal with its polls, the HTML cleaned on write (the staff console of issue 16 and the
 * seed come through here). A modal with a `seedKey` already stored is left as it is.
 */
export async function createModal(tx: Tx, { polls = [], ...modal }: NewModal): Promise<number> {
  if (modal.seedKey) {
    const [existing] = await tx
      .select({ id: studentModals.id })
      .from(studentModals)
      .where(eq(studentModals.seedKey, modal.seedKey));
    if (existing) return existing.id;
  }
  const [row] = await tx
    .insert(studentModals)
    .values({ ...modal, textContent: cleanHtml(modal.textContent ?? '') })
    .returning({ id: studentModals.id });
  if (!row) throw new Error('modal not inserted');
  for (const [position, poll] of polls.entries()) {
    const [pollRow] = await tx
      .insert(modalPolls)
      .values({ modalId: row.id, type: poll.type, question: poll.question, position })
      .returning({ id: modalPolls.id });
    if (!pollRow) throw new Error('poll not inserted');
    const variants = poll.variants ?? [];
    if (variants.length)
      await tx.insert(modalPollVariants).values(
        variants.map((variant, index) => ({
          pollId: pollRow.id,
          text: variant.text,
          description: variant.description ?? null,
          position: index,
        })),
      );
  }
  return row.id;
}

/** Marks modals viewed for these students (the seed: demo students other flows sign in as). */
export async function markViewedFor(tx: Tx, studentIds: number[], modalIds: number[]): Promise<void> {
  const rows = studentIds.flatMap((studentId) => modalIds.map((modalId) => ({ studentId, modalId })));
  if (rows.length) await tx.insert(studentModalViews).values(rows).onConflictDoNothing();
}
