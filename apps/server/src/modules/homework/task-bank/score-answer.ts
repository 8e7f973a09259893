import type { AnswerState, AnswerValue } from '@school/contract';
import type { CorrectAnswer } from './correct-answer.js';

export interface Score {
  points: number;
  state: Extract<AnswerState, 'CORRECT' | 'PARTIAL' | 'WRONG'>;
}

/**
 * A short answer as it is compared: spaces trimmed and collapsed, lower case, ё as е, a decimal
 * comma as a dot, and a number in its shortest form ("0,50" = "0.5", "+3" = "3").
 */
export function normaliseShort(text: string): string {
  const plain = text.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е').replace(/,/g, '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? String(Number(plain)) : plain;
}

/** Full points with no mistake; ЕГЭ style, a 2-point task gives 1 for exactly one mistake. */
function byMistakes(mistakes: number, maxPoints: number): number {
  if (mistakes === 0) return maxPoints;
  return maxPoints === 2 && mistakes === 1 ? 1 : 0;
}

const symmetricDifference = (a: string[], b: string[]) =>
  a.filter((x) => !b.includes(x)).length + b.filter((x) => !a.includes(x)).length;

/** An order with two items swapped is one mistake: count wrong places, two of them make one swap. */
function orderMistakes(given: string[], right: string[]): number {
  if (given.length !== right.length) return Number.POSITIVE_INFINITY;
  const wrong = right.filter((id, index) => given[index] !== id).length;
  return wrong === 0 ? 0 : wrong <= 2 ? 1 : wrong;
}

function pointsOf(correct: CorrectAnswer, value: AnswerValue, maxPoints: number): number {
  if (correct.type === 'SHORT' && value.type === 'SHORT') {
    const given = normaliseShort(value.text);
    return given !== '' && correct.accepted.some((a) => normaliseShort(a) === given) ? maxPoints : 0;
  }
  if (correct.type === 'SINGLE' && value.type === 'SINGLE') return value.choice === correct.choice ? maxPoints : 0;
  if (correct.type === 'MULTIPLE' && value.type === 'MULTIPLE') {
    if (value.choices.length === 0) return 0;
    return byMistakes(symmetricDifference([...new Set(value.choices)], correct.choices), maxPoints);
  }
  if (correct.type === 'ORDER' && value.type === 'ORDER') {
    return byMistakes(orderMistakes(value.order, correct.order), maxPoints);
  }
  if (correct.type === 'MATCH' && value.type === 'MATCH') {
    const left = Object.keys(correct.pairs);
    if (!left.some((id) => value.pairs[id] !== undefined)) return 0;
    return byMistakes(left.filter((id) => value.pairs[id] !== correct.pairs[id]).length, maxPoints);
  }
  return 0;
}

/** The site's check of one answer (docs/homework.md "Task types"); an empty answer is wrong. */
export function scoreAnswer(correct: CorrectAnswer, value: AnswerValue | null, maxPoints: number): Score {
  const points = value ? pointsOf(correct, value, maxPoints) : 0;
  return { points, state: points === maxPoints ? 'CORRECT' : points > 0 ? 'PARTIAL' : 'WRONG' };
}
