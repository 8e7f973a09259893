import type { OwnTaskInput, TaskOption } from '@school/contract';
import type { Tx } from '../../../db/client.js';
import { fieldError } from '../../../plugins/errors.js';
import { cachedClassTypes } from '../../core/core.service.js';
import { cleanHtml, visibleText } from '../../../lib/clean-html.js';
import type { CorrectAnswer } from './correct-answer.js';
import * as repo from './task-bank.repo.js';

/** What a tutor's own task is stored as: the task row (without its id) and the criteria. */
export interface OwnTask {
  task: Omit<repo.NewTask, 'id'>;
  criteria: { title: string; maxPoints: number }[];
}

const bad = (attr: string, detail: string, code = 'invalid') => fieldError(attr, detail, code);

function cleanOptions(attr: string, options: TaskOption[]): TaskOption[] {
  if (new Set(options.map((o) => o.id)).size !== options.length) {
    throw bad(attr, 'Идентификаторы вариантов повторяются.', 'duplicate_option');
  }
  return options.map((option, index) => {
    const html = cleanHtml(option.html);
    if (visibleText(html) === '' && !html.includes('<img'))
      throw bad(`${attr}.${index}.html`, 'Вариант пуст.', 'required');
    return { id: option.id, html };
  });
}

const has = (options: TaskOption[], id: string) => options.some((o) => o.id === id);

/** The key must be of the task's type and name the task's own options (docs/homework.md "Task types"). */
function checkKey(input: OwnTaskInput, options: TaskOption[], items: TaskOption[]): CorrectAnswer | null {
  const key = input.correct;
  if (input.type === 'EXTENDED') {
    if (key) throw bad('correct', 'У развёрнутого задания нет ключа: его проверяют по критериям.');
    return null;
  }
  if (!key) throw bad('correct', 'Укажите правильный ответ.', 'required');
  if (key.type !== input.type) throw bad('correct.type', 'Тип ответа не совпадает с типом задания.', 'wrong_type');
  const unknown = () => bad('correct', 'В ответе указан вариант, которого нет.', 'unknown_option');
  switch (key.type) {
    case 'SHORT':
      return key;
    case 'SINGLE':
      if (!has(options, key.choice)) throw unknown();
      return key;
    case 'MULTIPLE':
      if (new Set(key.choices).size !== key.choices.length)
        throw bad('correct', 'Вариант указан дважды.', 'duplicate_option');
      if (!key.choices.every((id) => has(options, id))) throw unknown();
      return key;
    case 'ORDER':
      if (key.order.length !== options.length || new Set(key.order).size !== options.length) {
        throw bad('correct', 'Порядок должен включать каждый вариант один раз.');
      }
      if (!key.order.every((id) => has(options, id))) throw unknown();
      return key;
    case 'MATCH': {
      const left = Object.keys(key.pairs);
      if (left.length !== items.length || !left.every((id) => has(items, id))) {
        throw bad('correct', 'Сопоставьте каждый элемент левого столбца.');
      }
      if (!Object.values(key.pairs).every((id) => has(options, id))) throw unknown();
      return key;
    }
  }
}

/** How many options a type needs (SHORT and EXTENDED have none). */
const MIN_OPTIONS: Record<OwnTaskInput['type'], number> = {
  SHORT: 0,
  EXTENDED: 0,
  SINGLE: 2,
  MULTIPLE: 2,
  ORDER: 2,
  MATCH: 2,
};

/**
 * A tutor's own task checked and cleaned like the bank's (issue 10): HTML sanitised, the key of
 * the task's type over its own options, criteria for an extended task, a number and topic of its subject.
 */
export async function buildOwnTask(db: Tx, authorId: number, input: OwnTaskInput): Promise<OwnTask> {
  if (!(await cachedClassTypes(db)).some((t) => t.id === input.classType)) {
    throw bad('class_type', 'Такого предмета нет.', 'does_not_exist');
  }
  const statementHtml = cleanHtml(input.statementHtml);
  if (visibleText(statementHtml) === '' && !statementHtml.includes('<img')) {
    throw bad('statement_html', 'Напишите условие задания.', 'required');
  }
  const withOptions = MIN_OPTIONS[input.type] > 0;
  const options = withOptions ? cleanOptions('options', input.options) : [];
  if (options.length < MIN_OPTIONS[input.type]) throw bad('options', 'Нужно хотя бы два варианта.', 'required');
  const matchItems = input.type === 'MATCH' ? cleanOptions('match_items', input.matchItems) : [];
  if (input.type === 'MATCH' && matchItems.length < 2) {
    throw bad('match_items', 'Нужно хотя бы два элемента для сопоставления.', 'required');
  }
  const correct = checkKey(input, options, matchItems);
  if (input.type === 'EXTENDED' && input.criteria.length === 0) {
    throw bad('criteria', 'Добавьте хотя бы один критерий оценки.', 'required');
  }
  const criteria = input.type === 'EXTENDED' ? input.criteria : [];
  if (input.taskNumber !== null) {
    const numbers = await repo.listTaskNumbers(db, input.classType);
    if (!numbers.some((n) => n.id === input.taskNumber)) {
      throw bad('task_number', 'Такого номера задания у предмета нет.', 'does_not_exist');
    }
  }
  if (input.topic !== null) {
    const topics = await repo.listTopics(db, input.classType);
    if (!topics.some((t) => t.id === input.topic)) throw bad('topic', 'Такой темы у предмета нет.', 'does_not_exist');
  }
  const clean = (html: string | null) => (html === null || html === '' ? null : cleanHtml(html));
  return {
    task: {
      authorId,
      classTypeId: input.classType,
      type: input.type,
      statementHtml,
      options,
      matchItems,
      correct,
      correctHtml: clean(input.correctHtml),
      explanationHtml: clean(input.explanationHtml),
      taskNumberId: input.taskNumber,
      topicId: input.topic,
      maxPoints: input.type === 'EXTENDED' ? criteria.reduce((sum, c) => sum + c.maxPoints, 0) : input.maxPoints,
      isStar: input.isStar,
      hint: input.hint === '' ? null : input.hint,
      theoryUrl: input.theoryUrl,
    },
    criteria,
  };
}
