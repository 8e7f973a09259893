import type { AnswerValue } from '@school/contract';
import { fieldError } from '../../plugins/errors.js';
import type { TaskRow } from './task-bank/task-bank.repo.js';
import { cleanHtml } from '../../lib/clean-html.js';

const unknownOption = () => fieldError('value', 'Такого варианта ответа нет.', 'unknown_option');
const repeated = () => fieldError('value', 'Вариант ответа выбран дважды.', 'duplicate_option');

function checkIds(given: string[], known: { id: string }[]): void {
  if (new Set(given).size !== given.length) throw repeated();
  if (given.some((id) => !known.some((option) => option.id === id))) throw unknownOption();
}

/**
 * The answer as stored: its type must be the task's, option ids the task's own; an extended
 * answer's HTML is cleaned (a checker's page shows it).
 */
export function validateAnswer(task: TaskRow, value: AnswerValue): AnswerValue {
  if (value.type !== task.type)
    throw fieldError('value.type', 'Тип ответа не совпадает с типом задания.', 'wrong_type');
  switch (value.type) {
    case 'SINGLE':
      if (value.choice !== null) checkIds([value.choice], task.options);
      return value;
    case 'MULTIPLE':
      checkIds(value.choices, task.options);
      return value;
    case 'ORDER':
      checkIds(value.order, task.options);
      return value;
    case 'MATCH':
      checkIds(Object.keys(value.pairs), task.matchItems);
      if (Object.values(value.pairs).some((id) => !task.options.some((o) => o.id === id))) throw unknownOption();
      return value;
    case 'EXTENDED':
      return { ...value, html: cleanHtml(value.html) };
    case 'SHORT':
      return value;
  }
}
