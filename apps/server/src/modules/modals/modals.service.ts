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

/** Rows as the contract shows them; the HTML is cleaned again on the way out (it was on write). */
async function present(db: Db, rows: { modal: ModalRow; due?: boolean }[]): Promise<ModalList['modals']> {
  const { polls, variants } = await pollsOf(
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
    polls: polls
      .filter((poll) => poll.modalId === modal.id)
      .map((poll) => ({
        id: poll.id,
        type: poll.type as PollType,
        question: poll.question,
        position: poll.position,
        variants: variants
          .filter((variant) => variant.pollId === poll.id)
          .map((variant) => ({ id: variant.id, text: variant.text, description: variant.description })),
      })),
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
