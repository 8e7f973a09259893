import { Rating, createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { MemoryCardRating } from '@school/contract';
import type { CardStateRow } from './memory-cards.repo.js';

/** ts-fsrs with its defaults (90 % retention wanted, fuzz on so cards learned together spread out). */
const scheduler = fsrs({ enable_fuzz: true });

const GRADES: Record<MemoryCardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

type Ids = Pick<CardStateRow, 'studentId' | 'cardId'>;

const toRow = (ids: Ids, card: Card): CardStateRow => ({
  ...ids,
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

const toCard = (row: CardStateRow): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.lastReview ?? undefined,
});

/** The state of a card never answered. */
export const newCardState = (ids: Ids, now: Date): CardStateRow => toRow(ids, createEmptyCard(now));

/** The card's state after the student's answer at `now`. */
export function answer(row: CardStateRow, rating: MemoryCardRating, now: Date): CardStateRow {
  const { card } = scheduler.next(toCard(row), now, GRADES[rating]);
  return toRow(row, card);
}
