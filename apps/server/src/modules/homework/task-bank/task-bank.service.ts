import type { HomeworkKind } from '@school/contract';
import type { Tx } from '../../../db/client.js';
import * as repo from './task-bank.repo.js';

/** `GET /v2/homework/types/`: the kinds of homework in Russian (docs/homework.md "Model"). */
export const HOMEWORK_TYPES: { code: HomeworkKind; title: string }[] = [
  { code: 'LESSON', title: 'Домашнее задание к уроку' },
  { code: 'MINI_TEST', title: 'Мини-тест' },
  { code: 'TUTOR', title: 'Задание от репетитора' },
];

/** `GET /v2/core/course-type-task-numbers/` (spec 1 §7). */
export async function taskNumbers(db: Tx, classTypeId?: number) {
  return (await repo.listTaskNumbers(db, classTypeId)).map(({ id, classTypeId, number, title }) => ({
    id,
    classTypeId,
    number,
    title,
  }));
}

/** `GET /v2/core/class-type-topics/` (spec 1 §7). */
export async function topics(db: Tx, classTypeId?: number) {
  return (await repo.listTopics(db, classTypeId)).map(({ id, classTypeId, title }) => ({ id, classTypeId, title }));
}
