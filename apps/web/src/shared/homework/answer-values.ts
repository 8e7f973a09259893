import type { AnswerValue, HomeworkTask } from '@school/contract';

/** The answer a task starts with; ORDER starts from the shown order, so untouched it is still an answer. */
export function emptyValue(task: Pick<HomeworkTask, 'type' | 'options'>): AnswerValue {
  switch (task.type) {
    case 'SHORT':
      return { type: 'SHORT', text: '' };
    case 'SINGLE':
      return { type: 'SINGLE', choice: null };
    case 'MULTIPLE':
      return { type: 'MULTIPLE', choices: [] };
    case 'ORDER':
      return { type: 'ORDER', order: task.options.map((option) => option.id) };
    case 'MATCH':
      return { type: 'MATCH', pairs: {} };
    case 'EXTENDED':
      return { type: 'EXTENDED', html: '', files: [] };
  }
}

/** Moves the item at `index` one place up (-1) or down (+1); out of range leaves the order as it is. */
export function moveItem(order: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Adds or removes one choice of a MULTIPLE, keeping the options' order. */
export function toggleChoice(choices: readonly string[], id: string, optionOrder: readonly string[]): string[] {
  const chosen = new Set(choices);
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return optionOrder.filter((option) => chosen.has(option));
}
