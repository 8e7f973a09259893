import {
  POLL_PROBLEM_DETAILS,
  pollProblem,
  type ModalAction,
  type PollAnswersBodySchema,
  type PollType,
  type ResponseInputOf,
  type ShowStyle,
  type StudentModalsQuery,
  type Variant,
  type contract,
} from '@school/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../db/like.js';
import { modalPolls, modalPollVariants, pollAnswers, studentModals } from './modals.schema.js';
import { createModal, type NewPoll } from './modals.write.js';
import { listOwnedProducts } from '../courses/courses.service.js';
import { readClassTypes } from '../profile/class-types.service.js';
import { cleanHtml } from '../../lib/clean-html.js';
import { AppError, notFound, ValidationError } from '../../plugins/errors.js';
import {
  changedModals,
  dueModals,
  insertAnswer,
  markViewed,
  modalsShownTo,
  pollsOf,
  type Audience,
  type ModalRow,
} from './modals.repo.js';

type ModalList = ResponseInputOf<typeof contract.studentModals.list>;

/** A modal's polls with their variants, as the contract shows them (students' and staff's lists alike). */
export function pollsOfModal(modalId: number, { polls, variants }: Awaited<ReturnType<typeof pollsOf>>) {
  return polls
    .filter((poll) => poll.modalId === modalId)
    .map((poll) => ({
      id: poll.id,
      type: poll.type as PollType,
      question: poll.question,
      position: poll.position,
      variants: variants
        .filter((variant) => variant.pollId === poll.id)
        .map((variant) => ({ id: variant.id, text: variant.text, description: variant.description })),
    }));
}

/** Rows as the contract shows them; the HTML is cleaned again on the way out (it was on write). */
async function present(db: Db, rows: { modal: ModalRow; due?: boolean }[]): Promise<ModalList['modals']> {
  const pollRows = await pollsOf(
    db,
    rows.map((row) => row.modal.id),
  );
  return rows.map(({ modal, due }) => ({
    id: modal.id,
    action: modal.action as ModalAction,
    title: modal.title,
    showTitle: modal.showTitle,
    textContent: cleanHtml(modal.textContent),
    image: modal.image,
    video: modal.video,
    redirectUrl: modal.redirectUrl,
    buttonText: modal.buttonText,
    canSkip: modal.canSkip,
    // With lastUpdate a modal the student should no longer see comes as inactive, so the client drops it.
    isActive: due ?? true,
    showStyle: modal.showStyle as ShowStyle,
    itemId: modal.itemId,
    position: modal.position,
    updatedAt: modal.updatedAt.toISOString(),
    polls: pollsOfModal(modal.id, pollRows),
  }));
}

/** The student as the targeting sees them: their class year and the product types they hold now. */
async function audienceOf(db: Tx, studentId: number, variant: Variant): Promise<Audience> {
  const now = new Date();
  const [choice, owned] = await Promise.all([readClassTypes(db, studentId), listOwnedProducts(db, studentId, now)]);
  const productTypeIds = [...new Set(owned.map((product) => product.productType.id))];
  return { studentId, variant, classYearId: choice.classYear, productTypeIds, now };
}

/** Spec 1 §4 global modals: what is due now, or what changed since `lastUpdate`. */
export async function listModals(
  db: Db,
  studentId: number,
  variant: Variant,
  query: StudentModalsQuery,
): Promise<ModalList> {
  const audience = await audienceOf(db, studentId, variant);
  const { lastUpdate, ...filter } = query;
  const rows = lastUpdate
    ? await changedModals(db, audience, filter, new Date(lastUpdate))
    : await dueModals(db, audience, filter);
  return { modals: await present(db, rows), updateTime: audience.now.toISOString() };
}

/** Marks a modal viewed; idempotent. A modal not shown to the student is 404 to them. */
export async function viewModal(
  db: Db,
  studentId: number,
  variant: Variant,
  modalId: number,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const shown = await modalsShownTo(tx, await audienceOf(tx, studentId, variant), [modalId]);
    if (!shown.has(modalId)) throw notFound('Такого окна нет.');
    await markViewed(tx, studentId, [modalId]);
  });
  return {};
}

type PollAnswers = z.output<typeof PollAnswersBodySchema>['pollsAnswers'];

const answerError = (index: number, field: string, detail: string, code: string) =>
  new ValidationError([{ attr: `polls_answers.${index}.${field}`, detail, code }]);

/**
 * Spec 1 §5/§7 poll answers, all or none: each poll of a modal shown to the student, answered by
 * the poll's rules, once per student (a second answer is 409). Answering marks the modals viewed.
 */
export async function answerPolls(
  db: Db,
  studentId: number,
  variant: Variant,
  answers: PollAnswers,
): Promise<Record<string, never>> {
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    if (seen.has(answer.pollId)) throw answerError(index, 'poll_id', 'Один опрос — один ответ.', 'duplicate');
    seen.add(answer.pollId);
  });
  const modalIds = [...new Set(answers.map((answer) => answer.modalId))];
  await db.transaction(async (tx) => {
    const shown = await modalsShownTo(tx, await audienceOf(tx, studentId, variant), modalIds);
    const { polls, variants } = await pollsOf(tx, [...shown]);
    for (const [index, answer] of answers.entries()) {
      if (!shown.has(answer.modalId)) throw notFound('Такого опроса нет.');
      const poll = polls.find((candidate) => candidate.id === answer.pollId && candidate.modalId === answer.modalId);
      if (!poll) throw answerError(index, 'poll_id', 'В этом окне нет такого опроса.', 'invalid');
      const input = { variantIds: answer.pollAnswers, text: answer.textFeedback, rating: answer.rating };
      const own = variants.filter((candidate) => candidate.pollId === poll.id);
      const problem = pollProblem({ type: poll.type as PollType, variants: own }, input);
      if (problem) {
        const field =
          problem === 'text_required' ? 'text_feedback' : problem === 'rating_required' ? 'rating' : 'poll_answers';
        throw answerError(index, field, POLL_PROBLEM_DETAILS[problem], problem);
      }
      const inserted = await insertAnswer(tx, {
        studentId,
        pollId: poll.id,
        variantIds: [...new Set(answer.pollAnswers)],
        textFeedback: answer.textFeedback || null,
        rating: poll.type === 'RATING_POLL' ? answer.rating : null,
      });
      if (!inserted) throw new AppError(409, 'already_answered', 'Ты уже ответил на этот опрос.');
    }
    await markViewed(tx, studentId, modalIds);
  });
  return {};
}

// ——— The staff console (issue 16, docs/staff-engagement.md): staff author modals through these. ———

export type { ModalRow };
export { createModal, pollsOf, type NewPoll };

export interface StaffModalFilter {
  showStyle?: ShowStyle;
  active?: boolean;
  search?: string;
  ordering: '-updated_at' | 'updated_at' | '-id' | 'id';
  limit: number;
  offset: number;
}

/** A page of modals for staff; order by `updated_at` (student_modals_updated_idx) or id. */
export async function listModalsForStaff(db: Tx, filter: StaffModalFilter) {
  const m = studentModals;
  const conditions: SQL[] = [];
  if (filter.showStyle) conditions.push(eq(m.showStyle, filter.showStyle));
  if (filter.active !== undefined) conditions.push(eq(m.isActive, filter.active));
  if (filter.search) conditions.push(ilike(m.title, `%${likeEscape(filter.search)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = filter.ordering.replace('-', '') === 'id' ? m.id : m.updatedAt;
  const direction = filter.ordering.startsWith('-') ? desc : asc;
  const rows = await db
    .select()
    .from(m)
    .where(where)
    .orderBy(direction(column), direction(m.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(m).where(where);
  return { count: total?.n ?? 0, rows };
}

/** The modal's row, locked for the rest of the transaction when `lock`. */
export async function findModalRow(db: Tx, id: number, lock = false): Promise<ModalRow | undefined> {
  const query = db.select().from(studentModals).where(eq(studentModals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateModalRow(tx: Tx, id: number, values: Partial<Omit<ModalRow, 'id' | 'createdAt'>>) {
  const next = values.textContent === undefined ? values : { ...values, textContent: cleanHtml(values.textContent) };
  await tx
    .update(studentModals)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(studentModals.id, id));
}

/** Replaces the modal's polls (callers check there are no answers yet). */
export async function replacePolls(tx: Tx, modalId: number, polls: NewPoll[]): Promise<void> {
  await tx.delete(modalPolls).where(eq(modalPolls.modalId, modalId));
  for (const [position, poll] of polls.entries()) {
    const [row] = await tx
      .insert(modalPolls)
      .values({ modalId, type: poll.type, question: poll.question, position })
      .returning({ id: modalPolls.id });
    const variants = poll.variants ?? [];
    if (row && variants.length)
      await tx.insert(modalPollVariants).values(
        variants.map((variant, index) => ({
          pollId: row.id,
          text: variant.text,
          description: variant.description ?? null,
          position: index,
        })),
      );
  }
}

/** Per modal, the students who answered any of its polls (poll_answers_poll_idx). */
export async function answerCountsOf(db: Tx, modalIds: number[]): Promise<Map<number, number>> {
  if (!modalIds.length) return new Map();
  const rows = await db
    .select({ modalId: modalPolls.modalId, n: countDistinct(pollAnswers.studentId) })
    .from(pollAnswers)
    .innerJoin(modalPolls, eq(modalPolls.id, pollAnswers.pollId))
    .where(inArray(modalPolls.modalId, modalIds))
    .groupBy(modalPolls.modalId);
  return new Map(rows.map((row) => [row.modalId, row.n]));
}

/**
 * A modal's poll results counted in SQL: answers per poll, per chosen variant (variant_ids unnested),
 * per rating, and the latest written answers (at most `textLimit` per poll).
 */
export async function pollResultsOf(db: Tx, modalId: number, textLimit = 20) {
  const { polls, variants } = await pollsOf(db, [modalId]);
  const pollIds = polls.map((poll) => poll.id);
  if (!pollIds.length) return { polls, variants, answered: [], chosen: [], ratings: [], texts: [] };
  const a = pollAnswers;
  const answered = await db
    .select({ pollId: a.pollId, n: count() })
    .from(a)
    .where(inArray(a.pollId, pollIds))
    .groupBy(a.pollId);
  const chosenResult = await db.execute(sql`
    select v.id as "variantId", count(*)::int as n
    from ${a} cross join unnest(${a.variantIds}) as v(id)
    where ${inArray(a.pollId, pollIds)}
    group by v.id`);
  const chosen = (chosenResult as unknown as { rows: { variantId: number; n: number }[] }).rows;
  const ratings = await db
    .select({ pollId: a.pollId, rating: a.rating, n: count() })
    .from(a)
    .where(and(inArray(a.pollId, pollIds), isNotNull(a.rating)))
    .groupBy(a.pollId, a.rating);
  const texts = await db
    .select({ pollId: a.pollId, text: a.textFeedback, answeredAt: a.answeredAt })
    .from(a)
    .where(and(inArray(a.pollId, pollIds), isNotNull(a.textFeedback), sql`${a.textFeedback} <> ''`))
    .orderBy(desc(a.answeredAt))
    .limit(textLimit * pollIds.length);
  return { polls, variants, answered, chosen, ratings, texts };
}
