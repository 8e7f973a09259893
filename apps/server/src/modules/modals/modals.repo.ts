import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { ModalAction, ShowStyle, Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { aimedAt, insideWindow } from '../../db/targeting.js';
import { modalPolls, modalPollVariants, pollAnswers, studentModals, studentModalViews } from './modals.schema.js';

export type ModalRow = typeof studentModals.$inferSelect;
export type PollRow = typeof modalPolls.$inferSelect;
export type VariantRow = typeof modalPollVariants.$inferSelect;

/** Who asks: what the targeting of a modal is compared with. */
export interface Audience {
  studentId: number;
  variant: Variant;
  classYearId: number | null;
  /** The product types the student holds a product of now. */
  productTypeIds: number[];
  now: Date;
}

/** The modal is aimed at this student: each targeting field is null or matches them. */
function targeted({ variant, classYearId, productTypeIds }: Audience): SQL {
  return and(
    aimedAt(studentModals.variant, variant),
    aimedAt(studentModals.classYearId, classYearId),
    or(
      isNull(studentModals.productTypeId),
      productTypeIds.length ? inArray(studentModals.productTypeId, productTypeIds) : sql`false`,
    ),
  )!;
}

/** Active and within its dates at `now`. */
function running(now: Date): SQL {
  return and(eq(studentModals.isActive, true), insideWindow(studentModals.activeFrom, studentModals.activeTo, now))!;
}

/** Not yet viewed by the student. */
function unseenBy(studentId: number): SQL {
  return notExists(
    sql`(select 1 from ${studentModalViews} where ${studentModalViews.modalId} = ${studentModals.id}
      and ${studentModalViews.studentId} = ${studentId})`,
  );
}

/** Shown to the student: running and aimed at them (viewed or not). */
export const shownTo = (audience: Audience): SQL => and(running(audience.now), targeted(audience))!;

export interface ModalFilter {
  showStyle?: ShowStyle;
  action?: ModalAction;
  itemId?: number;
}

function filtered(filter: ModalFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.showStyle) where.push(eq(studentModals.showStyle, filter.showStyle));
  if (filter.action) where.push(eq(studentModals.action, filter.action));
  if (filter.itemId !== undefined)
    where.push(or(isNull(studentModals.itemId), eq(studentModals.itemId, filter.itemId))!);
  return where;
}

const ORDER = [asc(studentModals.action), asc(studentModals.position), asc(studentModals.id)];

/** The modals due to the student: shown to them and not viewed. */
export async function dueModals(tx: Tx, audience: Audience, filter: ModalFilter) {
  return tx
    .select({ modal: studentModals })
    .from(studentModals)
    .where(and(shownTo(audience), unseenBy(audience.studentId), ...filtered(filter)))
    .orderBy(...ORDER);
}

/**
 * The student's modals that changed after `since`: edited, or started or ended by their dates.
 * `due` tells the client whether to keep each one.
 */
export async function changedModals(tx: Tx, audience: Audience, filter: ModalFilter, since: Date) {
  const { now } = audience;
  const crossed = (column: typeof studentModals.activeFrom | typeof studentModals.activeTo) =>
    and(gt(column, since), lte(column, now));
  return tx
    .select({
      modal: studentModals,
      due: sql<boolean>`(${and(running(now), unseenBy(audience.studentId))})`,
    })
    .from(studentModals)
    .where(
      and(
        targeted(audience),
        or(gt(studentModals.updatedAt, since), crossed(studentModals.activeFrom), crossed(studentModals.activeTo)),
        ...filtered(filter),
      ),
    )
    .orderBy(...ORDER);
}

/** The polls of these modals with their variants, in order. */
export async function pollsOf(tx: Tx, modalIds: number[]) {
  if (modalIds.length === 0) return { polls: [] as PollRow[], variants: [] as VariantRow[] };
  const polls = await tx
    .select()
    .from(modalPolls)
    .where(inArray(modalPolls.modalId, modalIds))
    .orderBy(asc(modalPolls.position), asc(modalPolls.id));
  const variants = polls.length
    ? await tx
        .select()
        .from(modalPollVariants)
        .where(
          inArray(
            modalPollVariants.pollId,
            polls.map((poll) => poll.id),
          ),
        )
        .orderBy(asc(modalPollVariants.position), asc(modalPollVariants.id))
    : [];
  return { polls, variants };
}

/** The ids among `modalIds` shown to the student. */
export async function modalsShownTo(tx: Tx, audience: Audience, modalIds: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: studentModals.id })
    .from(studentModals)
    .where(and(inArray(studentModals.id, modalIds), shownTo(audience)));
  return new Set(rows.map((row) => row.id));
}

export async function markViewed(tx: Tx, studentId: number, modalIds: number[]): Promise<void> {
  if (modalIds.length === 0) return;
  await tx
    .insert(studentModalViews)
    .values(modalIds.map((modalId) => ({ studentId, modalId })))
    .onConflictDoNothing();
}

/** Inserts the answer; false when the student had answered this poll before. */
export async function insertAnswer(tx: Tx, answer: typeof pollAnswers.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(pollAnswers).values(answer).onConflictDoNothing().returning({ id: pollAnswers.id });
  return rows.length > 0;
}
