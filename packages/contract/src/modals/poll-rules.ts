import { RATING_MAX, RATING_MIN, type PollType } from './modals.schema.js';

/** What a student gave for one poll. */
export interface PollInput {
  variantIds: readonly number[];
  text: string | null;
  rating: number | null;
}

export type PollProblem = 'choose_one_or_more' | 'choose_one' | 'text_required' | 'rating_required' | 'unknown_variant';

/** Russian details of the problems (the web shows them under the poll, the server sends them). */
export const POLL_PROBLEM_DETAILS: Record<PollProblem, string> = {
  choose_one_or_more: 'Выбери хотя бы один вариант.',
  choose_one: 'Выбери один вариант.',
  text_required: 'Напиши ответ.',
  rating_required: 'Поставь оценку от 0 до 10.',
  unknown_variant: 'Такого варианта ответа нет.',
};

/**
 * Spec 1 §5 poll rules, the same in the browser and on the server: checkbox needs at least one
 * choice, radio and description exactly one, text needs text, rating a value 0–10; the chosen
 * variants must be the poll's own. Null when the answer can be sent.
 */
export function pollProblem(
  poll: { type: PollType; variants: readonly { id: number }[] },
  input: PollInput,
): PollProblem | null {
  const own = new Set(poll.variants.map((variant) => variant.id));
  if (input.variantIds.some((id) => !own.has(id))) return 'unknown_variant';
  const chosen = new Set(input.variantIds).size;
  switch (poll.type) {
    case 'CHECKBOX_POLL':
      return chosen >= 1 ? null : 'choose_one_or_more';
    case 'RADIO_POLL':
    case 'DESCRIPTION_POLL':
      return chosen === 1 ? null : 'choose_one';
    case 'TEXT_POLL':
      return input.text?.trim() ? null : 'text_required';
    case 'RATING_POLL':
      return input.rating !== null &&
        Number.isInteger(input.rating) &&
        input.rating >= RATING_MIN &&
        input.rating <= RATING_MAX
        ? null
        : 'rating_required';
  }
}
