import type { Currency, Variant } from '@school/contract';

/** What a student does that daily individual tasks count (homework and memory cards report later). */
export type LearningActivity = 'lesson_viewed' | 'homework_task_solved' | 'memory_card_learned';

export interface TaskDefinition {
  code: string;
  title: string;
  activity: LearningActivity;
  target: number;
  reward: { currency: Currency; amount: number };
}

const WATCH = { code: 'watch_lesson', title: 'Посмотри урок до конца', activity: 'lesson_viewed', target: 1 } as const;
const SOLVE = {
  code: 'solve_tasks',
  title: 'Реши 5 задач домашнего задания',
  activity: 'homework_task_solved',
  target: 5,
} as const;
const CARDS = {
  code: 'learn_cards',
  title: 'Выучи 5 карточек в тренажёре',
  activity: 'memory_card_learned',
  target: 5,
} as const;

/**
 * The day's tasks of each deployment (docs/rewards.md "Individual tasks"): RU, ONE and ACADEMY pay
 * umcoins for the shop; KZ has no umcoin shop, so its tasks pay experience and medals.
 */
const RU_TASKS: TaskDefinition[] = [
  { ...WATCH, reward: { currency: 'umcoins', amount: 10 } },
  { ...SOLVE, reward: { currency: 'umcoins', amount: 15 } },
  { ...CARDS, reward: { currency: 'exp', amount: 20 } },
];
const KZ_TASKS: TaskDefinition[] = [
  { ...WATCH, reward: { currency: 'exp', amount: 30 } },
  { ...SOLVE, reward: { currency: 'medals', amount: 1 } },
  { ...CARDS, reward: { currency: 'exp', amount: 20 } },
];

export const tasksOf = (variant: Variant): TaskDefinition[] => (variant === 'KZ' ? KZ_TASKS : RU_TASKS);
